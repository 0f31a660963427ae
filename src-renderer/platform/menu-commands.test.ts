import { describe, expect, it, vi } from 'vitest';
import { sampleSave } from '../../src-shared/testing/sample-save';
import { runMenuCommand, type MenuTargets } from './menu-commands';
import { createWebPlatform, memoryStore, type WebFiles } from './web-platform';

function setup(current: string | null = null, picked: { name: string; text: string } | null = null) {
  const downloads: string[] = [];
  const files: WebFiles = {
    download: (name) => void downloads.push(name),
    pickFile: async () => picked && { name: picked.name, bytes: new TextEncoder().encode(picked.text) },
  };
  const platform = createWebPlatform(memoryStore(), files);
  const calls: string[] = [];
  const app: MenuTargets = {
    showNewGame: () => void calls.push('new-screen'),
    showSavedGames: () => void calls.push('saves-screen'),
    continueLastGame: vi.fn(async () => (calls.push('continue'), false)),
    gameText: () => current,
    loadSlot: vi.fn(async (slot: string) => (calls.push(`load ${slot}`), true)),
    startTutorial: () => void calls.push('tutorial'),
    notify: (text, error) => void calls.push(`${error ? 'error' : 'info'}: ${text}`),
    t: (key, values) => `${key}${values ? ` ${JSON.stringify(values)}` : ''}`,
  };
  return { platform, app, calls, downloads };
}

describe('application menu commands', () => {
  it('new and open show their screens; continue falls back to New game when nothing loads; tutorial starts it', async () => {
    const { platform, app, calls } = setup();
    await runMenuCommand('new', platform, app);
    await runMenuCommand('open', platform, app);
    await runMenuCommand('continue', platform, app);
    await runMenuCommand('tutorial', platform, app);
    expect(calls).toEqual(['new-screen', 'saves-screen', 'continue', 'new-screen', 'tutorial']);
  });

  it('exports the game in progress from memory, or says there is none', async () => {
    // From memory: the slot is not even read.
    const s = setup(sampleSave(4, 1, 'Friday').text);
    await runMenuCommand('export', s.platform, s.app);
    expect(s.downloads).toEqual(['Friday.hfsave']);
    expect(s.calls).toEqual(['info: saves.exported {"file":"Friday.hfsave"}']);
    const none = setup(null);
    await runMenuCommand('export', none.platform, none.app);
    expect(none.calls).toEqual(['error: saves.noGame']);
  });

  it('imports a save and opens it; a bad file is reported, not loaded', async () => {
    const good = setup(null, { name: 'a.hfsave', text: sampleSave(3).text });
    await runMenuCommand('import', good.platform, good.app);
    const [entry] = await good.platform.listSaves();
    expect(good.calls).toEqual([`load ${entry!.slot}`]);
    const bad = setup(null, { name: 'b.hfsave', text: '{' });
    await runMenuCommand('import', bad.platform, bad.app);
    expect(bad.calls).toEqual([expect.stringMatching(/^error: saves\.rejected .*b\.hfsave: not valid JSON/)]);
    expect(await bad.platform.listSaves()).toEqual([]);
  });
});
