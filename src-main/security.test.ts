import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, isAppUrl, saveFileFromArgv } from './security';

describe('content security policy', () => {
  it('allows only the app itself in production: no eval, no inline script, nothing remote', () => {
    const csp = contentSecurityPolicy(undefined);
    expect(csp).toContain(`default-src 'none'`);
    expect(csp).toContain(`script-src 'self';`);
    expect(csp).not.toMatch(/unsafe-eval|https?:|\*/);
    expect(csp).toContain(`object-src 'none'`);
  });

  it('adds only the dev server origin in dev', () => {
    const csp = contentSecurityPolicy('http://localhost:5173/');
    expect(csp).toContain(`connect-src 'self' http://localhost:5173 ws://localhost:5173`);
    expect(csp).toContain(`script-src 'self';`);
  });
});

describe('isAppUrl', () => {
  it('accepts the dev server origin only in dev', () => {
    expect(isAppUrl('http://localhost:5173/x', 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('https://evil.example/', 'http://localhost:5173')).toBe(false);
  });

  it('accepts only file: pages in production', () => {
    expect(isAppUrl('file:///app/out/renderer/index.html', undefined)).toBe(true);
    expect(isAppUrl('https://evil.example/', undefined)).toBe(false);
    expect(isAppUrl('not a url', undefined)).toBe(false);
    expect(isAppUrl(undefined, undefined)).toBe(false);
  });
});

describe('saveFileFromArgv', () => {
  it('finds a .hfsave the OS passed, ignoring switches and the executable', () => {
    expect(saveFileFromArgv(['/opt/hf', '--no-sandbox', '/home/a/Game.HFSAVE'])).toBe('/home/a/Game.HFSAVE');
    expect(saveFileFromArgv(['/opt/x.hfsave'])).toBeNull();
    expect(saveFileFromArgv(['/opt/hf', '.', '--x=y.hfsave'])).toBeNull();
  });
});
