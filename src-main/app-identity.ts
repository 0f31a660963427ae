import type { AboutPanelOptionsOptions } from 'electron';

/**
 * What the OS knows the app by. These match package.json (productName, desktopName) and
 * build/electron-builder.yml (appId, linux.syncDesktopName): app-identity.test.ts checks them.
 */
export const PRODUCT_NAME = 'Horse Fever';
/** Windows taskbar grouping and notifications (the NSIS shortcut carries the same id). */
export const APP_USER_MODEL_ID = 'com.horsefever.app';
/** Linux: the launcher's .desktop file; the window's class (StartupWMClass) is its base name. */
export const DESKTOP_NAME = 'horse-fever.desktop';
/** The userData folder name used before the product name was set (the package name). */
export const LEGACY_FOLDER_NAME = 'horse-fever';

/** The About box, the same facts on every OS (Linux shows only what is set). */
export function aboutOptions(version: string): AboutPanelOptionsOptions {
  return {
    applicationName: PRODUCT_NAME,
    applicationVersion: version,
    version,
    copyright: 'Copyright © Horse Fever team',
    credits: 'A digital edition of the board game Horse Fever.',
    authors: ['Horse Fever team'],
  };
}
