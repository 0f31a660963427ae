import { NET_REFUSALS, type NetRefusalCode, type RefusedMessage } from '../../src-shared/index';
import { refusalText } from '../game/refusal-text';
import type { Translate } from '../i18n/keys';
import type { OnlineProblem } from './online-problem';

const isNet = (code: string): code is NetRefusalCode => (NET_REFUSALS as readonly string[]).includes(code);

/**
 * The server's refusal in the player's language: its own codes (not seated, not your turn, stale…)
 * and, passed on as they are, the engine's, worded as a game played here words them.
 */
export function onlineRefusalText(
  t: Translate,
  r: RefusedMessage,
  names: readonly string[],
  me: number | null,
): string {
  const e = r.error;
  if (isNet(e.code)) return t(`online.refusal.${e.code}`);
  return refusalText(t, e as Exclude<RefusedMessage['error'], { code: NetRefusalCode }>, names, me ?? -1);
}

/** Why the player is not at the table (any more). */
export function onlineProblemText(t: Translate, p: OnlineProblem): string {
  return 'detail' in p ? t(`online.problem.${p.kind}`, { detail: p.detail }) : t(`online.problem.${p.kind}`);
}
