import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { MENU_COMMANDS, type MenuCommand } from '../src-shared/platform/platform-api';
import { GAME_ITEMS, menuTemplate } from './app-menu';

const noHelp = { openLogFolder: () => {} };

function gameMenu(isMac: boolean, sent: MenuCommand[] = []): MenuItemConstructorOptions[] {
  const game = menuTemplate((c) => sent.push(c), isMac, noHelp).find((m) => m.label?.includes('Game'));
  return game?.submenu as MenuItemConstructorOptions[];
}

describe('application menu', () => {
  it('has New, Continue, Open, Export and Import with shortcuts, each sending its command', () => {
    const sent: MenuCommand[] = [];
    const items = gameMenu(false, sent).filter((i) => i.click);
    expect(items.map((i) => i.accelerator)).toEqual([
      'CmdOrCtrl+N',
      'CmdOrCtrl+R',
      'CmdOrCtrl+O',
      'CmdOrCtrl+Shift+S',
      'CmdOrCtrl+I',
    ]);
    for (const i of items) (i.click as () => void)();
    expect(sent).toEqual(GAME_ITEMS.map((i) => i.command));
  });

  it('ends with Quit (Ctrl+Q) on Windows and Linux; macOS quits from the app menu', () => {
    expect(gameMenu(false).at(-1)).toEqual({ role: 'quit', accelerator: 'Ctrl+Q' });
    expect(menuTemplate(() => {}, true, noHelp)[0]).toEqual({ role: 'appMenu' });
  });

  it('offers the tutorial in the Help menu; every command the renderer hears is in a menu', () => {
    const sent: MenuCommand[] = [];
    const help = menuTemplate((c) => sent.push(c), false, noHelp).find((m) => m.role === 'help')
      ?.submenu as MenuItemConstructorOptions[];
    (help.find((i) => i.label === 'Tutorial')?.click as () => void)();
    expect(sent).toEqual(['tutorial']);
    expect([...GAME_ITEMS.map((i) => i.command), 'tutorial'].sort()).toEqual([...MENU_COMMANDS].sort());
  });

  it('has a Help menu with Open Log Folder on every OS and About where the app menu has none', () => {
    for (const isMac of [false, true]) {
      let opened = 0;
      const menu = menuTemplate(() => {}, isMac, { openLogFolder: () => opened++ });
      const help = menu.find((m) => m.role === 'help')?.submenu as MenuItemConstructorOptions[];
      (help.find((i) => i.label === 'Open Log Folder')?.click as () => void)();
      expect(opened).toBe(1);
      const about = [...menu, ...help].some((i) => i.role === 'about' || i.role === 'appMenu');
      expect(about, isMac ? 'mac' : 'win/linux').toBe(true);
    }
    expect(menuTemplate(() => {}, false, noHelp).find((m) => m.role === 'help')?.submenu).toContainEqual(
      expect.objectContaining({ role: 'about' }),
    );
  });
});
