import { parseArgs, type ParseArgsConfig } from 'node:util';
import { COLORS, isColor, type Color } from '../src-shared/index';
import { UsageError } from './cli-result';

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs, strict, with its errors turned into UsageError. */
export function parse<O extends Options>(argv: string[], options: O, allowPositionals = false) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals });
  } catch (e) {
    throw new UsageError((e as Error).message.replace(/\. To specify a positional argument.*$/s, '.'));
  }
}

export function required<T>(name: string, value: T | undefined): T {
  if (value === undefined || value === '') throw new UsageError(`--${name} is required.`);
  return value;
}

/** An integer in [min, max]. */
export function intArg(name: string, raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (!/^\s*[+-]?\d+\s*$/.test(raw) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  }
  return n;
}

/** Comma-separated items, blanks refused. */
export function listArg(name: string, raw: string): string[] {
  const items = raw.split(',').map((x) => x.trim());
  if (items.some((x) => x === '')) throw new UsageError(`--${name} has an empty item in "${raw}".`);
  return items;
}

export function colorArg(name: string, raw: string): Color {
  const c = raw.trim().toLowerCase();
  if (!isColor(c)) throw new UsageError(`--${name}: unknown colour "${raw}" (colours: ${COLORS.join(', ')}).`);
  return c;
}

/** "colour=value" pairs. */
export function pairsArg(name: string, raw: string): { color: Color; value: string }[] {
  return listArg(name, raw).map((item) => {
    const eq = item.indexOf('=');
    if (eq < 0) throw new UsageError(`--${name}: "${item}" should be colour=value.`);
    return { color: colorArg(name, item.slice(0, eq)), value: item.slice(eq + 1).trim() };
  });
}
