import { BRIDGE_KEY, type Platform } from '../../src-shared/platform/platform-api';
import { createWebPlatform, type WebFiles } from './web-platform';

declare global {
  interface Window {
    horseFever?: Platform;
  }
}

/** Browser file access: exports download, imports go through a file input. */
export function browserFiles(doc: Document): WebFiles {
  return {
    download(fileName, text) {
      const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      const a = Object.assign(doc.createElement('a'), { href: url, download: fileName });
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
    pickFile() {
      return new Promise((resolve) => {
        const input = Object.assign(doc.createElement('input'), { type: 'file', accept: '.hfsave,.json' });
        input.addEventListener('change', () => {
          const file = input.files?.[0];
          if (!file) return resolve(null);
          void file.arrayBuffer().then((buffer) => resolve({ name: file.name, bytes: new Uint8Array(buffer) }));
        });
        input.addEventListener('cancel', () => resolve(null));
        input.click();
      });
    },
  };
}

/** Electron's preload bridge when present, otherwise the browser implementation. */
export function pickPlatform(win: Window): Platform {
  return (
    win[BRIDGE_KEY] ??
    createWebPlatform(win.localStorage, browserFiles(win.document), { locks: win.navigator.locks ?? undefined })
  );
}
