import { describe, expect, it } from 'vitest';
import { saveFileFromArgv } from './os-files';

describe('saveFileFromArgv', () => {
  it('finds a .hfsave the OS passed, ignoring switches and the executable', () => {
    expect(saveFileFromArgv(['/opt/hf', '--no-sandbox', '/home/a/Game.HFSAVE'], '/')).toBe('/home/a/Game.HFSAVE');
    expect(saveFileFromArgv(['/opt/x.hfsave'], '/')).toBeNull();
    expect(saveFileFromArgv(['/opt/hf', '.', '--x=y.hfsave'], '/')).toBeNull();
  });

  it('takes file:// URLs, as Linux launchers pass with %U', () => {
    expect(saveFileFromArgv(['/opt/hf', 'file:///home/a/My%20Game.hfsave'], '/tmp')).toBe('/home/a/My Game.hfsave');
    expect(saveFileFromArgv(['/opt/hf', 'file://remote-host/x.hfsave', '/b/ok.hfsave'], '/')).toBe('/b/ok.hfsave');
  });

  it("resolves a relative path against the given working directory (a second instance's own)", () => {
    expect(saveFileFromArgv(['/opt/hf', 'games/a.hfsave'], '/home/b')).toBe('/home/b/games/a.hfsave');
    expect(saveFileFromArgv(['/opt/hf', '../a.hfsave'], '/home/b/x')).toBe('/home/b/a.hfsave');
  });
});
