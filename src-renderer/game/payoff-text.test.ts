import { describe, expect, it } from 'vitest';
import type { AuctionResult, PayoffItem, PayoffLine } from '../../src-shared/index';
import { createAppI18n, type Locale } from '../i18n';
import { messageText } from './message-text';
import { auctionMessage, payoffMessage, payoffRows, payoffVp, type Message } from './payoff-text';

const NAMES = ['Ann', 'Bob', 'Cy'];
const ITEMS: PayoffItem[] = [
  { kind: 'win', horse: 'red', stake: 200, multiplier: 4, vp: 3 },
  { kind: 'show', horse: 'blue', stake: 300, vp: 1 },
  { kind: 'lost', horse: 'white', bet: 'win', stake: 500 },
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
      'Win on Red: 200 staked, 200×4 = 800 paid and 3 VP',
      'Show on Blue: 300 staked, 2×300 = 600 paid and 1 VP',
      'Win on White lost: 500 staked',
      'For betting on Green',
      'For betting on Green',
      'Black stable prize',
      'Daniel Jackson',
      'Biscuit De Mer',
      'Owes Bob 200',
      'Paid by Cy',
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
    expect(payoffs('fr')[0]).toBe('Pari Gagnant sur Rouge : 200 misés, 200×4 = 800 payés et 3 PV');
    expect(payoffs('fr')[2]).toBe('Pari Gagnant sur Blanc perdu : 500 misés');
    expect(payoffs('it')[5]).toBe('Premio della scuderia Nero');
    expect(auctions('fr')[0]).toBe('Cy vend 1 PV à la banque pour 700');
    expect(auctions('it')[2]).toBe('Ann compra 1 PV dalla banca per 1200');
    // Only lines made of a card's name alone may read the same.
    const unchanged = { fr: ['Daniel Jackson', 'Biscuit De Mer'], it: ['Daniel Jackson', 'Biscuit De Mer'] };
    const english = [...payoffs('en'), ...auctions('en')];
    for (const locale of ['fr', 'it'] as const) {
      const translated = [...payoffs(locale), ...auctions(locale)];
      expect(translated.filter((x, i) => x === english[i])).toEqual(unchanged[locale]);
      expect(translated.join(' ')).not.toMatch(/\b(payoff|auctionResult|color)\./);
    }
  });
});

describe('a player\u2019s lines after a race (docs/rules.md §6)', () => {
  // Seat 0 won 800 on a Win bet of 200, lost a Show bet of 300 and owed 200 it could not pay.
  const line: PayoffLine = {
    seat: 0,
    money: 800,
    stakes: 500,
    net: 300,
    vp: 3,
    defaulted: true,
    items: [
      { kind: 'win', horse: 'red', stake: 200, multiplier: 4, vp: 3 },
      { kind: 'lost', horse: 'blue', bet: 'show', stake: 300 },
      { kind: 'paid', to: 1, amount: 200 },
      { kind: 'defaulted', debts: 200 },
    ],
  };

  it('show each bet won or lost with what it did to the money, stakes included; they add up to the net', () => {
    const rows = payoffRows(line, NAMES);
    expect(rows.map((r) => [r.kind, r.money, r.vp])).toEqual([
      ['win', 600, 3],
      ['lost', -300, 0],
      // Unpaid: the debt costs no money, the default costs 2 VP.
      ['paid', 0, 0],
      ['defaulted', 0, -2],
    ]);
    expect(rows.reduce((n, r) => n + r.money, 0)).toBe(line.net);
    expect(payoffVp(line)).toBe(1);
  });
});
