import { describe, expect, it } from '@jest/globals';
import { CLAIM_THRESHOLDS, GAMES, findGame, type EvidenceProblem } from '@pickwise/lottery';
import { poolsEn } from '../i18n/en-pools.js';
import { poolsEs } from '../i18n/es-pools.js';
import { evidenceProblemText, evidenceVerdictText, fitWithin, formatMinor, invitationLink, openDrawDates, parseMinor, shortHash, PHOTO_ATTEMPTS } from './pool-format.js';

/** A `t` over the texts as i18next reads them: dotted keys, `{{value}}`, `_one`/`_other` by count. */
function translator(texts: object) {
  return (key: string, values: Record<string, unknown> = {}): string => {
    const path = key.split('.');
    const leaf = path.pop()!;
    const group = path.reduce<Record<string, unknown>>((at, part) => at[part] as Record<string, unknown>, texts as Record<string, unknown>);
    const text = group[leaf] ?? group[`${leaf}_${values.count === 1 ? 'one' : 'other'}`];
    if (typeof text !== 'string') throw new Error(`no text ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name]));
  };
}

const en = translator(poolsEn);
const es = translator(poolsEs);
const seal = { sequence: 1, game: 'powerball', date: '2026-12-05' };
const HASH = 'a'.repeat(64);

/** One problem of every kind verifyEvidencePack reports. */
const PROBLEMS: EvidenceProblem[] = [
  { kind: 'seal-hash', seal, stated: HASH, computed: 'b'.repeat(64) },
  { kind: 'sequence', seal: { ...seal, sequence: 3 }, expected: 2 },
  { kind: 'chain', seal, stated: null, expected: HASH },
  { kind: 'other-pool', seal, poolId: 'other' },
  { kind: 'agreement-missing', seal, version: 2 },
  { kind: 'agreement-hash', version: 1, stated: HASH, computed: 'b'.repeat(64) },
  { kind: 'agreement-sealed-hash', seal, version: 1, sealed: HASH, pack: 'b'.repeat(64) },
  { kind: 'photo-hash', photo: 2, stated: HASH, computed: 'b'.repeat(64) },
  { kind: 'photo-unreadable', photo: 3 },
  { kind: 'photo-missing', seal, ticketId: 't1', sha256: HASH },
];

describe("an evidence pack's problems in words", () => {
  it('names the seal by its sequence, game and date, in both languages', () => {
    expect(evidenceProblemText(en, PROBLEMS[0]!, 'en')).toBe('Seal 1 (Powerball, Dec 5, 2026): the record does not match its hash. Something in it was changed after it was sealed.');
    expect(evidenceProblemText(es, PROBLEMS[0]!, 'es')).toBe('Sello 1 (Powerball, 5 dic 2026): el registro no coincide con su hash. Algo se cambió después de sellarlo.');
  });

  it('has one message per problem kind, each naming its seal, version or photo, with no placeholder left', () => {
    for (const [t, language] of [
      [en, 'en'],
      [es, 'es'],
    ] as const) {
      const texts = PROBLEMS.map((problem) => evidenceProblemText(t, problem, language));
      expect(new Set(texts).size).toBe(PROBLEMS.length);
      for (const text of texts) expect(text).not.toMatch(/\{\{|undefined/);
      expect(texts[1]).toMatch(language === 'en' ? /^Seal 3 .*place 2/ : /^Sello 3 .*lugar 2/);
      expect(texts[4]).toContain('2');
      expect(texts[5]).toMatch(language === 'en' ? /^Agreement version 1/ : /^Versión 1 del acuerdo/);
      expect(texts[7]).toMatch(language === 'en' ? /^Photo 2:/ : /^Foto 2:/);
      expect(texts[8]).toMatch(language === 'en' ? /^Photo 3:/ : /^Foto 3:/);
      for (const index of [0, 1, 2, 3, 4, 6, 9]) expect(texts[index]).toMatch(language === 'en' ? /^Seal \d \(Powerball, / : /^Sello \d \(Powerball, /);
    }
  });

  it('says a verified pack with its counts, or how many things do not match', () => {
    expect(evidenceVerdictText(en, { seals: 2, photos: 1, problems: [] })).toBe('Verified: 2 seals and 1 photo match.');
    expect(evidenceVerdictText(es, { seals: 1, photos: 0, problems: [] })).toBe('Verificado: 1 sello y 0 fotos coinciden.');
    expect(evidenceVerdictText(en, { seals: 2, photos: 1, problems: [1] })).toBe('Not verified: 1 thing in this pack does not match.');
    expect(evidenceVerdictText(es, { seals: 2, photos: 1, problems: [1, 2] })).toBe('No verificado: 2 cosas de este paquete no coinciden.');
  });
});

describe('pool amounts', () => {
  it('writes whole minor units with their cents in the language’s format', () => {
    expect(formatMinor(123_457, 'USD', 'en')).toBe('$1,234.57');
    expect(formatMinor(123_457, 'EUR', 'es')).toBe('1.234,57\u00a0€');
    expect(formatMinor(200, 'GBP', 'en')).toBe('£2.00');
    expect(formatMinor(-73, 'USD', 'en')).toBe('\u2212$0.73');
  });

  it('reads a typed amount as whole minor units, or refuses it', () => {
    expect(parseMinor('2')).toBe(200);
    expect(parseMinor(' 2,5 ')).toBe(250);
    expect(parseMinor('10.05')).toBe(1005);
    for (const wrong of ['', '2.345', '-1', '1.234,56', 'abc', '1e3']) expect(parseMinor(wrong)).toBeUndefined();
  });
});

describe('hashes, links and photos', () => {
  it('shortens a hash to its ends', () => {
    expect(shortHash(`${'0123456789abcdef'.repeat(4)}`)).toBe('01234567…89abcdef');
  });

  it("builds the invitation link in the page's language", () => {
    expect(invitationLink('https://pickwise.example', 'en', 'tok')).toBe('https://pickwise.example/pools/join/tok');
    expect(invitationLink('https://pickwise.example', 'es', 'tok')).toBe('https://pickwise.example/es/pools/join/tok');
  });

  it('scales a photo down to fit, never up, trying smaller sizes and qualities in turn', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(600, 800, 1600)).toEqual({ width: 600, height: 800 });
    const sides = PHOTO_ATTEMPTS.map((attempt) => attempt.maxSide);
    expect([...sides].sort((a, b) => b - a)).toEqual(sides);
  });
});

describe('the draws a pool can buy for', () => {
  it('lists scheduled draws whose sales have not closed, soonest first', () => {
    const now = new Date('2026-12-07T12:00:00Z');
    const draws = openDrawDates(findGame('powerball')!, now);
    expect(draws.length).toBeGreaterThan(0);
    expect(draws.every((draw) => draw.salesCutoffAt.getTime() > now.getTime())).toBe(true);
    expect(draws.map((draw) => draw.date)).toEqual([...draws.map((draw) => draw.date)].sort());
  });
});

describe('the claim notes', () => {
  it('are in both languages for every game, the English one being libs/lottery’s', () => {
    for (const game of GAMES) {
      expect(poolsEn.pools.claim.notes[game.id]).toBe(CLAIM_THRESHOLDS[game.id].note);
      expect(poolsEs.pools.claim.notes[game.id]).toMatch(/\S/);
    }
  });

  it('state the split rule and that it is not advice, in both languages', () => {
    expect(poolsEn.pools.split.rule).toBe(
      'Prizes are split by the sealed shares in whole cents: each member first gets their exact share rounded down; the cents left over go one each to the members with the largest remainders, a tie going to the member who joined first.',
    );
    expect(poolsEs.pools.split.rule).toMatch(/^Los premios se reparten según las participaciones selladas, en céntimos enteros/);
    expect(poolsEn.pools.claim.notAdvice).toBe('This is information, not legal or tax advice.');
    expect(poolsEs.pools.claim.notAdvice).toBe('Esto es información, no asesoramiento legal ni fiscal.');
  });
});
