import { app, dialog } from 'electron';
import { basename, join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { SAVE_EXTENSION } from '../src-shared/save/save-file';
import type { UserFiles } from './ipc-handlers';
import { readUserFile } from './read-user-file';

/** The user's own files, reached only through native dialogs (or a file the OS handed over). */
export const userFiles: UserFiles = {
  async pickExportPath(defaultName) {
    const r = await dialog.showSaveDialog({
      title: 'Export saved game',
      defaultPath: join(app.getPath('documents'), defaultName),
      filters: [{ name: 'Horse Fever save', extensions: [SAVE_EXTENSION] }],
    });
    return r.canceled || !r.filePath ? null : r.filePath;
  },
  async pickImportPath() {
    const r = await dialog.showOpenDialog({
      title: 'Import saved game',
      properties: ['openFile'],
      filters: [{ name: 'Horse Fever save', extensions: [SAVE_EXTENSION, 'json'] }],
    });
    return r.canceled ? null : (r.filePaths[0] ?? null);
  },
  read: readUserFile,
  write: (path, text) => writeFileAtomic(path, text, { encoding: 'utf8' }),
  baseName: (path) => basename(path),
};
