import { describe, expect, it } from '@jest/globals';
import { RETENTION_DAYS } from '@pickwise/contracts';
import { contentEn } from '../i18n/en-content.js';
import { contentEs } from '../i18n/es-content.js';
import { RETENTION_PERIODS } from './retention-periods.js';

describe('the privacy page\'s retention periods', () => {
  it('are every period of RETENTION_DAYS, with its figure', () => {
    expect(Object.fromEntries(RETENTION_PERIODS.map((period) => [period.kind, period.days]))).toEqual(RETENTION_DAYS);
  });

  it('have their words in English and Spanish: a period added to the contract needs them', () => {
    for (const texts of [contentEn, contentEs]) {
      const rows: Record<string, { record?: string; why?: string } | undefined> = texts.content.privacy.retention;
      expect(Object.keys(rows).sort()).toEqual(Object.keys(RETENTION_DAYS).sort());
      for (const { kind } of RETENTION_PERIODS) expect(rows[kind]).toEqual({ record: expect.any(String), why: expect.any(String) });
    }
  });
});
