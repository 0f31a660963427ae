import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

/**
 * The renderer is served from `app://horse-fever/` (Electron's protocol.handle) rather than
 * file://: one exact origin for the IPC and navigation checks, no access to other local files,
 * and response headers (the CSP) that file:// cannot carry.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'horse-fever';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY = `${APP_ORIGIN}/index.html`;

/**
 * Privileges for protocol.registerSchemesAsPrivileged (before ready): a standard, secure origin
 * so module scripts, module workers and fetch behave as on https. Vite's script tags carry
 * `crossorigin`, which makes their loads CORS-mode requests: corsEnabled lets Chromium make
 * them on this scheme (responses send no Access-Control-Allow-Origin, so no other origin
 * can read them).
 */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true },
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

function reply(status: number, body: Uint8Array<ArrayBuffer> | null, headers: Record<string, string>): Response {
  return new Response(body, { status, headers: { 'X-Content-Type-Options': 'nosniff', ...headers } });
}

/**
 * The protocol's handler: files under `root` (the built renderer), each response with the CSP.
 * Anything else (another host, a path leaving root, a missing file, a write method) is refused.
 */
export function appProtocolHandler(root: string, csp: string): (request: Request) => Promise<Response> {
  const base = normalize(root + sep);
  return async (request) => {
    const url = new URL(request.url);
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return reply(404, null, {});
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply(405, null, {});
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return reply(400, null, {});
    }
    const file = normalize(join(base, pathname === '/' ? 'index.html' : pathname));
    if (!file.startsWith(base)) return reply(404, null, {});
    const type = TYPES[extname(file).toLowerCase()];
    if (!type) return reply(404, null, {});
    try {
      const body = await readFile(file);
      return reply(200, request.method === 'HEAD' ? null : new Uint8Array(body), {
        'Content-Type': type,
        'Content-Security-Policy': csp,
      });
    } catch {
      return reply(404, null, {});
    }
  };
}
