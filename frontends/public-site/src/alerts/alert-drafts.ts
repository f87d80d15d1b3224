/**
 * The Alerts form's state and what it sends: a draft per kind and game (two switches, and the
 * jackpot's amount as typed), made from the saved rules and turned back into the rules of PUT
 * /api/notifications/preferences. It checks what the contract checks (a whole amount from 1 to
 * JACKPOT_THRESHOLD_MAX), with libs/site's limit, since zod stays out of the browser.
 */
import type { NotificationKind, NotificationPreferences, NotificationRule } from '@pickwise/api-client/notifications';
import { GAMES, type GameId } from '@pickwise/lottery';
import { JACKPOT_THRESHOLD_MAX } from '@pickwise/contracts/limits';
import type { Language } from '@pickwise/contracts/languages';

export const ALERT_KINDS: readonly NotificationKind[] = ['results', 'jackpot', 'reminder', 'pool-results'];

export interface AlertDraft {
  push: boolean;
  email: boolean;
  /** The jackpot's amount as typed (jackpot rows only; empty elsewhere). */
  threshold: string;
}

/** Every kind's draft of every game, in libs/lottery's order of the games. */
export type AlertDrafts = Record<NotificationKind, Record<GameId, AlertDraft>>;

export type ThresholdProblem = 'missing' | 'notWhole' | 'tooLow' | 'tooHigh';

const OFF: AlertDraft = { push: false, email: false, threshold: '' };

/** The separator of thousands a player of the language types (100,000,000 / 100.000.000); spaces are allowed in both. */
const GROUP_SEPARATOR: Record<Language, string> = { en: ',', es: '.' };

/** An amount as the form shows it: digits grouped the way the language writes them. */
export function formatThreshold(amount: number, language: Language): string {
  return String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[language]);
}

/** The amount typed, or why it is not one: whole units, grouped or not, from 1 to JACKPOT_THRESHOLD_MAX. */
export function parseThreshold(text: string, language: Language): number | ThresholdProblem {
  const separator = GROUP_SEPARATOR[language];
  const typed = text.trim().replace(/[\s\u00a0\u202f]+/g, separator);
  if (typed === '') return 'missing';
  // Grouped digits only where every group after the first has three (100,5 is no amount in English).
  const groups = typed.split(separator);
  const grouped = groups.every((group, index) => (index === 0 ? /^\d{1,3}$/ : /^\d{3}$/).test(group));
  if (!(groups.length === 1 ? /^\d+$/.test(typed) : grouped)) return 'notWhole';
  const amount = Number(groups.join(''));
  if (amount < 1) return 'tooLow';
  if (amount > JACKPOT_THRESHOLD_MAX) return 'tooHigh';
  return amount;
}

/** The form's drafts of the saved rules: every rule the player has not set is off. */
export function draftsOf(rules: readonly NotificationRule[], language: Language): AlertDrafts {
  const drafts = Object.fromEntries(ALERT_KINDS.map((kind) => [kind, Object.fromEntries(GAMES.map((game) => [game.id, OFF]))])) as AlertDrafts;
  for (const rule of rules) {
    drafts[rule.kind][rule.game] = { push: rule.push, email: rule.email, threshold: rule.kind === 'jackpot' ? formatThreshold(rule.threshold, language) : '' };
  }
  return drafts;
}

export type PreferencesOutcome = { ok: true; preferences: NotificationPreferences } | { ok: false; problems: Partial<Record<GameId, ThresholdProblem>> };

/**
 * The rules to save: a results, reminder or pool results rule for each game with a channel on; a jackpot rule for
 * each game with a channel on or an amount typed (the amount is kept with its switches off). An
 * amount is needed where a jackpot channel is on and must be valid wherever it is typed.
 */
export function preferencesOf(drafts: AlertDrafts, language: Language): PreferencesOutcome {
  const rules: NotificationRule[] = [];
  const problems: Partial<Record<GameId, ThresholdProblem>> = {};
  for (const kind of ALERT_KINDS) {
    for (const { id: game } of GAMES) {
      const { push, email, threshold } = drafts[kind][game];
      const on = push || email;
      if (kind !== 'jackpot') {
        if (on) rules.push({ kind, game, push, email });
        continue;
      }
      if (!on && threshold.trim() === '') continue;
      const amount = parseThreshold(threshold, language);
      if (typeof amount === 'number') rules.push({ kind, game, push, email, threshold: amount });
      else problems[game] = amount;
    }
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, preferences: { rules } };
}
