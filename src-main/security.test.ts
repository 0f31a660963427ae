import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, isAppUrl } from './security';

describe('content security policy', () => {
  it('allows only the app itself in production: no eval, no inline script, nothing remote but online play', () => {
    const csp = contentSecurityPolicy(undefined);
    expect(csp).toContain(`default-src 'none'`);
    expect(csp).toContain(`script-src 'self';`);
    // Online play connects to the game server the player names (docs/server.md); nothing else is remote.
    expect(csp).toContain(`connect-src 'self' http: https: ws: wss:;`);
    const others = csp.split('; ').filter((d) => !d.startsWith('connect-src'));
    expect(others.join('; ')).not.toMatch(/unsafe-eval|https?:|wss?:|\*/);
    expect(csp).toContain(`object-src 'none'`);
  });

  it('adds the dev server origin in dev', () => {
    const csp = contentSecurityPolicy('http://localhost:5173/');
    expect(csp).toContain(`connect-src 'self' http://localhost:5173 ws://localhost:5173 http: https: ws: wss:`);
    expect(csp).toContain(`script-src 'self';`);
  });
});

describe('isAppUrl', () => {
  it('accepts the dev server origin only in dev', () => {
    expect(isAppUrl('http://localhost:5173/x', 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('https://evil.example/', 'http://localhost:5173')).toBe(false);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
  });

  it('accepts exactly the app:// origin in production, not file: pages or look-alikes', () => {
    expect(isAppUrl('app://horse-fever/index.html', undefined)).toBe(true);
    expect(isAppUrl('app://horse-fever/', undefined)).toBe(true);
    expect(isAppUrl('file:///app/out/renderer/index.html', undefined)).toBe(false);
    expect(isAppUrl('app://other/index.html', undefined)).toBe(false);
    expect(isAppUrl('app://horse-fever.evil/index.html', undefined)).toBe(false);
    expect(isAppUrl('app://x@horse-fever/index.html', undefined)).toBe(false);
    expect(isAppUrl('app://horse-fever:8080/index.html', undefined)).toBe(false);
    expect(isAppUrl('https://horse-fever/index.html', undefined)).toBe(false);
    expect(isAppUrl('https://evil.example/', undefined)).toBe(false);
    expect(isAppUrl('not a url', undefined)).toBe(false);
    expect(isAppUrl(undefined, undefined)).toBe(false);
  });
});
