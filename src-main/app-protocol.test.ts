import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ENTRY, APP_ORIGIN, appProtocolHandler } from './app-protocol';

function site(): string {
  const root = mkdtempSync(join(tmpdir(), 'hf-protocol-'));
  mkdirSync(join(root, 'renderer', 'assets'), { recursive: true });
  writeFileSync(join(root, 'renderer', 'index.html'), '<html>game</html>');
  writeFileSync(join(root, 'renderer', 'assets', 'a.js'), 'export {}');
  writeFileSync(join(root, 'secret.json'), '{"not":"served"}');
  return join(root, 'renderer');
}

const get = (url: string, method = 'GET') => new Request(url, { method });

describe('app:// protocol handler', () => {
  const handle = appProtocolHandler(site(), "default-src 'none'");

  it('serves the built files with their type and the CSP', async () => {
    const page = await handle(get(APP_ENTRY));
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<html>game</html>');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'");
    const script = await handle(get(`${APP_ORIGIN}/assets/a.js`));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await handle(get(`${APP_ORIGIN}/`))).status).toBe(200);
  });

  it('refuses paths leaving the renderer folder, other hosts, missing files and writes', async () => {
    for (const url of [
      `${APP_ORIGIN}/../secret.json`,
      `${APP_ORIGIN}/%2e%2e/secret.json`,
      `${APP_ORIGIN}/assets/%2e%2e%2f%2e%2e%2fsecret.json`,
      `${APP_ORIGIN}/missing.js`,
      `${APP_ORIGIN}/assets`,
      'app://elsewhere/index.html',
    ]) {
      expect((await handle(get(url))).status, url).toBe(404);
    }
    expect((await handle(get(APP_ENTRY, 'POST'))).status).toBe(405);
    expect((await handle(get(`${APP_ORIGIN}/%E0%A4%A`))).status).toBe(400);
  });
});
