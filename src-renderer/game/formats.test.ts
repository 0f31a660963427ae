import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './formats';

describe('formats', () => {
  it('one formatter per language, writing as the language does', () => {
    expect(numberFormat('en-US')).toBe(numberFormat('en-US'));
    expect(numberFormat('en-US').format(1400)).toBe('1,400');
    expect(numberFormat('fr-FR')).not.toBe(numberFormat('en-US'));
  });

  it('dates with their time, as toLocaleString writes them', () => {
    const d = new Date(Date.UTC(2026, 10, 1, 20, 5, 9));
    for (const locale of ['en-US', 'fr-FR', 'it-IT']) {
      expect(dateTimeFormat(locale)).toBe(dateTimeFormat(locale));
      expect(dateTimeFormat(locale).format(d)).toBe(d.toLocaleString(locale));
    }
  });
});
