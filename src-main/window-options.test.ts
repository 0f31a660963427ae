import { describe, expect, it } from 'vitest'
import { isAllowedNavigation, windowOptions } from './window-options'

describe('windowOptions', () => {
  it('is isolated, sandboxed and without Node', () => {
    const prefs = windowOptions('/app/preload/index.cjs').webPreferences
    expect(prefs).toMatchObject({
      preload: '/app/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    })
  })
})

describe('isAllowedNavigation', () => {
  it('allows the dev server origin only in dev', () => {
    expect(isAllowedNavigation('http://localhost:5173/x', 'http://localhost:5173')).toBe(true)
    expect(isAllowedNavigation('https://evil.example/', 'http://localhost:5173')).toBe(false)
  })

  it('allows only file: pages in production', () => {
    expect(isAllowedNavigation('file:///app/out/renderer/index.html', undefined)).toBe(true)
    expect(isAllowedNavigation('https://evil.example/', undefined)).toBe(false)
    expect(isAllowedNavigation('not a url', undefined)).toBe(false)
  })
})
