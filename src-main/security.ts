import { APP_HOST, APP_SCHEME } from './app-protocol';

/**
 * Content-Security-Policy sent with every response the window loads (index.html carries
 * the same rules in a meta tag): only the app's own scripts, no eval, nothing remote but the
 * connections of online play, to the game server at the address the player types (docs/server.md).
 * In dev, Vite's server and its hot-reload socket are the one extra origin.
 */
export function contentSecurityPolicy(devServerUrl: string | undefined): string {
  const dev = devServerUrl ? new URL(devServerUrl) : null;
  const online = 'http: https: ws: wss:';
  const connect = dev ? `'self' ${dev.origin} ws://${dev.host} ${online}` : `'self' ${online}`;
  return [
    `default-src 'none'`,
    `script-src 'self'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:`,
    `font-src 'self'`,
    `connect-src ${connect}`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * Only the app's own page may be loaded in the window or call into main: exactly the app
 * protocol's origin (app://horse-fever), or the dev server's when running unpackaged in dev.
 * Any other page, file:// included, is refused.
 */
export function isAppUrl(url: string | undefined, devServerUrl: string | undefined): boolean {
  if (url === undefined) return false;
  try {
    const target = new URL(url);
    if (devServerUrl) return target.origin === new URL(devServerUrl).origin;
    return target.protocol === `${APP_SCHEME}:` && target.host === APP_HOST && target.username === '' && !target.port;
  } catch {
    return false;
  }
}
