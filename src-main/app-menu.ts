import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../src-shared/platform/platform-api';

/** Game menu items: label, command sent to the renderer, shortcut. */
export const GAME_ITEMS: { label: string; command: MenuCommand; accelerator: string }[] = [
  { label: 'New Game…', command: 'new', accelerator: 'CmdOrCtrl+N' },
  { label: 'Continue', command: 'continue', accelerator: 'CmdOrCtrl+R' },
  { label: 'Open Saved Game…', command: 'open', accelerator: 'CmdOrCtrl+O' },
  { label: 'Save As / Export…', command: 'export', accelerator: 'CmdOrCtrl+Shift+S' },
  { label: 'Import…', command: 'import', accelerator: 'CmdOrCtrl+I' },
];

/** Help menu actions main carries out itself. */
export interface HelpActions {
  /** Opens the folder holding the main-process log (main.log) in the file manager. */
  openLogFolder(): void;
}

/**
 * The application menu. Game items only notify the renderer (`send`), which owns the screens;
 * Quit, editing, window and About items use Electron's roles so they get each OS's usual
 * shortcuts and panels (macOS has About in the app menu, the others in Help).
 */
export function menuTemplate(
  send: (command: MenuCommand) => void,
  isMac: boolean,
  help: HelpActions,
): MenuItemConstructorOptions[] {
  const game: MenuItemConstructorOptions[] = GAME_ITEMS.map(({ label, command, accelerator }) => ({
    label,
    accelerator,
    click: () => send(command),
  }));
  return [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: isMac ? 'Game' : '&Game',
      submenu: [...game, { type: 'separator' }, isMac ? { role: 'close' } : { role: 'quit', accelerator: 'Ctrl+Q' }],
    },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        { label: 'Tutorial', click: () => send('tutorial') },
        { type: 'separator' },
        { label: 'Open Log Folder', click: () => help.openLogFolder() },
        ...(isMac ? [] : [{ type: 'separator' as const }, { role: 'about' as const, label: 'About Horse Fever' }]),
      ],
    },
  ];
}
