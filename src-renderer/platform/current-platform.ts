import type { Platform } from '../../src-shared/platform/platform-api';
import { pickPlatform } from './pick-platform';

// Chosen lazily so unit tests (no window) can install their own first.
let current: Platform | null = null;

export function getPlatform(): Platform {
  current ??= pickPlatform(window);
  return current;
}

export function setPlatform(platform: Platform): void {
  current = platform;
}
