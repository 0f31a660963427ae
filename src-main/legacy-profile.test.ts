import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveLegacyProfile } from './legacy-profile';

function profiles(): { oldDir: string; newDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'hf-legacy-'));
  return { oldDir: join(root, 'horse-fever'), newDir: join(root, 'Horse Fever') };
}

describe('moveLegacyProfile', () => {
  it('moves saves and window state from horse-fever/ into the product-name folder on first start', () => {
    const { oldDir, newDir } = profiles();
    mkdirSync(join(oldDir, 'saves'), { recursive: true });
    writeFileSync(join(oldDir, 'saves', 'a.json'), 'A');
    writeFileSync(join(oldDir, 'window-state.json'), 'W');
    writeFileSync(join(oldDir, 'Cookies'), 'chromium');
    expect(moveLegacyProfile(oldDir, newDir)).toEqual(['saves', 'window-state.json']);
    expect(readFileSync(join(newDir, 'saves', 'a.json'), 'utf8')).toBe('A');
    expect(readFileSync(join(newDir, 'window-state.json'), 'utf8')).toBe('W');
    expect(existsSync(join(oldDir, 'saves'))).toBe(false);
    expect(existsSync(join(newDir, 'Cookies'))).toBe(false);
    // Second start: nothing left to move.
    expect(moveLegacyProfile(oldDir, newDir)).toEqual([]);
  });

  it('replaces an empty saves folder but never one that holds saves', () => {
    const { oldDir, newDir } = profiles();
    mkdirSync(join(oldDir, 'saves'), { recursive: true });
    writeFileSync(join(oldDir, 'saves', 'old.json'), 'OLD');
    mkdirSync(join(newDir, 'saves'), { recursive: true });
    expect(moveLegacyProfile(oldDir, newDir)).toEqual(['saves']);
    expect(readFileSync(join(newDir, 'saves', 'old.json'), 'utf8')).toBe('OLD');

    const again = profiles();
    mkdirSync(join(again.oldDir, 'saves'), { recursive: true });
    writeFileSync(join(again.oldDir, 'saves', 'old.json'), 'OLD');
    mkdirSync(join(again.newDir, 'saves'), { recursive: true });
    writeFileSync(join(again.newDir, 'saves', 'new.json'), 'NEW');
    expect(moveLegacyProfile(again.oldDir, again.newDir)).toEqual([]);
    expect(existsSync(join(again.newDir, 'saves', 'old.json'))).toBe(false);
    expect(existsSync(join(again.oldDir, 'saves', 'old.json'))).toBe(true);
  });

  it('does nothing without an old folder or when both are the same', () => {
    const { oldDir, newDir } = profiles();
    expect(moveLegacyProfile(oldDir, newDir)).toEqual([]);
    expect(moveLegacyProfile(newDir, newDir)).toEqual([]);
  });
});
