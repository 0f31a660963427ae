import { describe, expect, it } from 'vitest'
import en from './en'
import fr from './fr'
import it_ from './it'

function keys(o: unknown, prefix = ''): string[] {
  if (Array.isArray(o)) return [`${prefix}[${o.length}]`]
  if (o && typeof o === 'object') return Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
  return [prefix]
}
const has = (path: string): boolean => keys(en).some((k) => k === path || k.startsWith(`${path}.`) || k.startsWith(`${path}[`))

describe('messages', () => {
  it('French and Italian have exactly the English keys', () => {
    expect(keys(fr)).toEqual(keys(en))
    expect(keys(it_)).toEqual(keys(en))
  })

  it('every literal key the components and the log use exists in English', () => {
    const sources = import.meta.glob(['../components/*.vue', '../game/*.ts', '../app.vue', '!../**/*.test.ts'], {
      query: '?raw', import: 'default', eager: true,
    })
    const src = Object.values(sources).join('\n')
    const used = new Set([...src.matchAll(/\bt\('([\w.]+)'/g), ...src.matchAll(/key: '([\w.]+)'/g), ...src.matchAll(/line\('([\w.]+)'/g)].map((m) => m[1]!))
    expect(used.size).toBeGreaterThan(50)
    expect([...used].filter((k) => !has(k))).toEqual([])
  })
})
