import type { MenuCommand, Platform } from '../../src-shared/platform/platform-api';
import type { MessageKey } from '../i18n/keys';

/** What the app screens offer to the application menu. */
export interface MenuTargets {
  showNewGame(): void;
  showSavedGames(): void;
  continueLastGame(): Promise<boolean>;
  /** The game in progress as a save file, from memory (newer than its slot if an autosave failed); null when none. */
  gameText(): string | null;
  loadSlot(slot: string): Promise<boolean>;
  /** Deals the tutorial's round and starts coaching (Help > Tutorial). */
  startTutorial(): void;
  /** A message for the user (already translated); `error` marks a failure. */
  notify(text: string, error: boolean): void;
  t(key: MessageKey, values?: Record<string, string>): string;
}

/** Carries out one application menu command (desktop menu: Game > New, Continue, Open, Export, Import; Help > Tutorial). */
export async function runMenuCommand(command: MenuCommand, platform: Platform, app: MenuTargets): Promise<void> {
  try {
    switch (command) {
      case 'new':
        return app.showNewGame();
      case 'continue':
        // The store shows its own error on the New game screen when there is nothing to continue.
        if (!(await app.continueLastGame())) app.showNewGame();
        return;
      case 'open':
        return app.showSavedGames();
      case 'tutorial':
        return app.startTutorial();
      case 'export': {
        const text = app.gameText();
        if (text === null) return app.notify(app.t('saves.noGame'), true);
        const r = await platform.exportGame(text);
        if (r.status === 'exported') app.notify(app.t('saves.exported', { file: r.fileName }), false);
        return;
      }
      case 'import': {
        const r = await platform.importSave();
        if (r.status === 'rejected') return app.notify(app.t('saves.rejected', { problem: r.problem }), true);
        if (r.status === 'imported' && !(await app.loadSlot(r.slot))) app.showSavedGames();
        return;
      }
    }
  } catch (err) {
    app.notify((err as Error).message, true);
  }
}
