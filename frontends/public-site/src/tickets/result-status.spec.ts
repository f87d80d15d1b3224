import { describe, expect, it } from '@jest/globals';
import { historyEn } from '../i18n/en-history.js';
import { historyEs } from '../i18n/es-history.js';
import { ticketsEn } from '../i18n/en-tickets.js';
import { ticketsEs } from '../i18n/es-tickets.js';
import { drawResultsLabel, unconfirmedStatus, unverifiedDrawsText } from './result-status.js';

/** A `t` over the texts as i18next reads them: dotted keys, `{{value}}`, `_one`/`_other` by count. */
function translator(...texts: object[]) {
  const merged = Object.assign({}, ...texts) as Record<string, unknown>;
  return (key: string, values: Record<string, unknown> = {}): string => {
    const path = key.split('.');
    const leaf = path.pop()!;
    const group = path.reduce<Record<string, unknown>>((at, part) => at[part] as Record<string, unknown>, merged);
    const text = group[leaf] ?? group[`${leaf}_${values.count === 1 ? 'one' : 'other'}`];
    if (typeof text !== 'string') throw new Error(`no text ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name]));
  };
}

const en = translator(ticketsEn, historyEn);
const es = translator(ticketsEs, historyEs);
const checked = (drawStatus?: 'provisional' | 'verified' | 'disputed') => ({ status: 'checked' as const, ...(drawStatus ? { drawStatus } : {}) });

describe('a ticket result whose draw is not confirmed', () => {
  it('says provisional or disputed, and nothing for a verified draw, a pending one or a status not given', () => {
    expect(unconfirmedStatus([checked('provisional'), checked('provisional')])).toBe('provisional');
    expect(unconfirmedStatus([checked('disputed')])).toBe('disputed');
    expect(unconfirmedStatus([checked('verified')])).toBeNull();
    expect(unconfirmedStatus([checked()])).toBeNull();
    expect(unconfirmedStatus([{ status: 'pending' as const }])).toBeNull();
  });

  it("names the draw's status, in the history's words, in the results' label for screen readers", () => {
    expect(drawResultsLabel(en, '2 December 2026', 'provisional')).toBe('Draw of 2 December 2026, draw status: Provisional');
    expect(drawResultsLabel(es, '2 de diciembre de 2026', 'disputed')).toBe('Sorteo del 2 de diciembre de 2026, estado del sorteo: En disputa');
    expect(drawResultsLabel(en, '2 December 2026', null)).toBe('Draw of 2 December 2026');
  });

  it('says in both languages why a provisional or disputed result may change', () => {
    for (const status of ['provisional', 'disputed'] as const) {
      expect(en(`tickets.results.statusNote.${status}`)).toMatch(/may change/);
      expect(es(`tickets.results.statusNote.${status}`)).toMatch(/puede cambiar/);
    }
    expect(en('tickets.results.statusNote.provisional')).toMatch(/^Provisional result: .*second source/);
    expect(es('tickets.results.statusNote.provisional')).toMatch(/^Resultado provisional: .*segunda fuente/);
  });
});

describe("a ticket summary's unconfirmed draws", () => {
  it('says how many of its checked draws are provisional, in the number of each language', () => {
    expect(unverifiedDrawsText(en, 1)).toBe('Provisional: the result of 1 checked draw may still change (its numbers are not confirmed yet).');
    expect(unverifiedDrawsText(en, 3)).toBe('Provisional: the results of 3 checked draws may still change (their numbers are not confirmed yet).');
    expect(unverifiedDrawsText(es, 2)).toBe('Provisional: los resultados de 2 sorteos comprobados aún pueden cambiar (sus números no están confirmados).');
  });

  it('says nothing when none is unconfirmed or an older service does not say', () => {
    expect(unverifiedDrawsText(en, 0)).toBeNull();
    expect(unverifiedDrawsText(en, undefined)).toBeNull();
  });
});
