import { describe, expect, it } from 'vitest';
import type { AuctionResult, PayoffItem } from '../../src-shared/index';
import { createAppI18n, type Locale } from '../i18n';
import { messageText } from './message-text';
import { auctionMessage, payoffMessage, type Message } from './payoff-text';

const NAMES = ['Ann', 'Bob', 'Cy'];
const ITEMS: PayoffItem[] = [
  { kind: 'win', horse: 'red', stake: 200, multiplier: 4, vp: 3 },
  { kind: 'show', horse: 'blue', stake: 300, vp: 1 },
  { kind: 'bettorMoney', horse: 'green', amount: 400 },
  { kind: 'bettorMoney', horse: 'green', amount: -400 },
  { kind: 'stablePrize', horse: 'black', prize: 600 },
  { kind: 'danielJackson', amount: 300 },
  { kind: 'horseCard', card: 42, amount: 600 },
  { kind: 'paid', to: 1, amount: 200 },
  { kind: 'received', from: 2, amount: 200 },
  { kind: 'defaulted', debts: 400 },
];
const AUCTIONS: AuctionResult[] = [
  { kind: 'dutch', deal: { seat: 2, price: 700 } },
  { kind: 'dutch', deal: null },
  { kind: 'english', deal: { seat: 0, price: 1200 } },
  { kind: 'english', deal: null },
];

function words(locale: Locale, messages: Message[]): string[] {
  const { t } = createAppI18n(locale).global;
  return messages.map((m) => messageText(t, m.key, m.params));
}
const payoffs = (locale: Locale) =>
  words(
    locale,
    ITEMS.map((i) => payoffMessage(i, NAMES)),
  );
const auctions = (locale: Locale) =>
  words(
    locale,
    AUCTIONS.map((a) => auctionMessage(a, NAMES)),
  );

describe('payoff and auction messages', () => {
  it('word every payoff reason in English, with colours, card names and players', () => {
    expect(payoffs('en')).toEqual([
      'Win on Red: 200×4 = 800 and 3 VP',
      'Show on Blue: 2×300 = 600 and 1 VP',
      '+400 for betting on Green',
      '−400 for betting on Green',
      'Black stable: +600',
      'Daniel Jackson: +300',
      'Biscuit De Mer: +600',
      'Owes Bob 200',
      'Paid by Cy: +200',
      'Could not pay 400: lost 2 VP',
    ]);
    expect(auctions('en')).toEqual([
      'Cy sells 1 VP to the bank for 700',
      'Dutch auction: nobody sells a VP',
      'Ann buys 1 VP from the bank for 1200',
      'English auction: nobody buys the VP',
    ]);
  });

  it('are translated in French and Italian, colours included', () => {
    expect(payoffs('fr')[0]).toBe('Pari Gagnant sur Rouge : 200×4 = 800 et 3 PV');
    expect(payoffs('it')[4]).toBe('Scuderia Nero: +600');
    expect(auctions('fr')[0]).toBe('Cy vend 1 PV à la banque pour 700');
    expect(auctions('it')[2]).toBe('Ann compra 1 PV dalla banca per 1200');
    // Only lines made of a card name and a number may read the same (French puts a space before ':').
    const unchanged = { fr: [], it: ['Daniel Jackson: +300', 'Biscuit De Mer: +600'] };
    const english = [...payoffs('en'), ...auctions('en')];
    for (const locale of ['fr', 'it'] as const) {
      const translated = [...payoffs(locale), ...auctions(locale)];
      expect(translated.filter((x, i) => x === english[i])).toEqual(unchanged[locale]);
      expect(translated.join(' ')).not.toMatch(/\b(payoff|auctionResult|color)\./);
    }
  });
});
