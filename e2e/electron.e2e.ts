import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { _electron as electron, expect, test } from '@playwright/test'

const require = createRequire(import.meta.url)
const appMain = fileURLToPath(new URL('../out/main/index.js', import.meta.url))

/**
 * Path of the Electron binary, or null when it was never downloaded. Mirrors
 * electron/index.js but without its download-on-require side effect.
 */
function electronBinary(): string | null {
  const pkgDir = dirname(require.resolve('electron/package.json'))
  const pathFile = join(pkgDir, 'path.txt')
  if (!existsSync(pathFile)) return null
  const relative = readFileSync(pathFile, 'utf8')
  const distDir = process.env['ELECTRON_OVERRIDE_DIST_PATH'] ?? join(pkgDir, 'dist')
  const binary = join(distDir, relative)
  return existsSync(binary) ? binary : null
}

test('the desktop app opens on the New game screen', async () => {
  const binary = electronBinary()
  test.skip(
    binary === null,
    'Electron binary not installed (ELECTRON_SKIP_BINARY_DOWNLOAD): run `npm install` with network access to electron releases to enable this test',
  )
  expect(existsSync(appMain), 'run `npm run build` first').toBe(true)

  // Electron refuses to run as root without --no-sandbox (CI containers).
  const args = [appMain, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])]
  const app = await electron.launch({ executablePath: binary ?? undefined, args })
  try {
    const page = await app.firstWindow()
    await expect(page.getByTestId('new-game-screen')).toBeVisible()
    // The sandboxed preload exposed the platform bridge.
    const kind = await page.evaluate(() => (window as { horseFever?: { kind: string } }).horseFever?.kind)
    expect(kind).toBe('electron')
  } finally {
    await app.close()
  }
})
