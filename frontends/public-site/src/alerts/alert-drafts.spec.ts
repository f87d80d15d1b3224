import { describe, expect, it } from '@jest/globals';
import { notificationPreferencesSchema } from '@pickwise/contracts';
import { GAMES } from '@pickwise/lottery';
import { JACKPOT_THRESHOLD_MAX } from '@pickwise/contracts/limits';
import { draftsOf, formatThreshold, parseThreshold, preferencesOf } from './alert-drafts.js';

describe('parseThreshold', () => {
  it('reads whole amounts, grouped the way the language writes them or with spaces', () => {
    expect(parseThreshold('100000000', 'en')).toBe(100_000_000);
    expect(parseThreshold(' 100,000,000 ', 'en')).toBe(100_000_000);
    expect(parseThreshold('100.000.000', 'es')).toBe(100_000_000);
    expect(parseThreshold('100 000 000', 'es')).toBe(100_000_000);
    expect(parseThreshold(String(JACKPOT_THRESHOLD_MAX), 'en')).toBe(JACKPOT_THRESHOLD_MAX);
  });

  it('says why anything else is not an amount', () => {
    expect(parseThreshold('  ', 'en')).toBe('missing');
    for (const text of ['1.5', '100,5', '-5', 'ten', '1e9']) expect(parseThreshold(text, 'en')).toBe('notWhole');
    // A point is a decimal point in English and a comma one in Spanish.
    expect(parseThreshold('100.000.000', 'en')).toBe('notWhole');
    expect(parseThreshold('12,5', 'es')).toBe('notWhole');
    expect(parseThreshold('0', 'en')).toBe('tooLow');
    expect(parseThreshold(String(JACKPOT_THRESHOLD_MAX + 1), 'es')).toBe('tooHigh');
  });

  it('reads back what formatThreshold writes', () => {
    expect(formatThreshold(1_250_000, 'en')).toBe('1,250,000');
    expect(formatThreshold(1_250_000, 'es')).toBe('1.250.000');
    expect(parseThreshold(formatThreshold(1_250_000, 'es'), 'es')).toBe(1_250_000);
  });
});

describe('draftsOf and preferencesOf', () => {
  it('starts with everything off and nothing to save', () => {
    const drafts = draftsOf([], 'en');
    expect(Object.values(drafts.results)).toHaveLength(GAMES.length);
    expect(Object.values(drafts.reminder).every((draft) => !draft.push && !draft.email)).toBe(true);
    expect(preferencesOf(drafts, 'en')).toEqual({ ok: true, preferences: { rules: [] } });
  });

  it('gives back the saved rules, in a body the API accepts', () => {
    const rules = [
      { kind: 'results', game: 'powerball', push: false, email: true },
      { kind: 'jackpot', game: 'euromillions', push: true, email: false, threshold: 100_000_000 },
      // An amount kept with its switches off stays saved.
      { kind: 'jackpot', game: 'uk-lotto', push: false, email: false, threshold: 5_000_000 },
      { kind: 'reminder', game: 'mega-millions', push: true, email: true },
    ] as const;
    const drafts = draftsOf(rules, 'es');
    expect(drafts.jackpot.euromillions.threshold).toBe('100.000.000');
    const outcome = preferencesOf(drafts, 'es');
    expect(outcome).toEqual({ ok: true, preferences: { rules: expect.arrayContaining([...rules]) } });
    if (outcome.ok) expect(notificationPreferencesSchema.parse(outcome.preferences).rules).toHaveLength(rules.length);
  });

  it('drops a rule whose switches are turned off, and needs a valid amount for a jackpot alert that is on', () => {
    const drafts = draftsOf([{ kind: 'results', game: 'powerball', push: true, email: false }], 'en');
    drafts.results.powerball = { push: false, email: false, threshold: '' };
    drafts.jackpot.powerball = { push: true, email: false, threshold: '' };
    drafts.jackpot['mega-millions'] = { push: false, email: false, threshold: '12.5' };
    expect(preferencesOf(drafts, 'en')).toEqual({ ok: false, problems: { powerball: 'missing', 'mega-millions': 'notWhole' } });
    drafts.jackpot.powerball.threshold = '500,000,000';
    drafts.jackpot['mega-millions'].threshold = '';
    expect(preferencesOf(drafts, 'en')).toEqual({ ok: true, preferences: { rules: [{ kind: 'jackpot', game: 'powerball', push: true, email: false, threshold: 500_000_000 }] } });
  });
});
