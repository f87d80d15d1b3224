import { loadConfig } from '@pickwise/nest-kit';
import { ingestionEnvSchema } from './config.js';

describe('ingestion MAGAYO_MONTHLY_QUOTA', () => {
  const quota = (value?: string) => loadConfig(ingestionEnvSchema, value === undefined ? {} : { MAGAYO_MONTHLY_QUOTA: value }).MAGAYO_MONTHLY_QUOTA;

  it('is none when unset or blank (as compose passes an unset variable), else the number of calls', () => {
    expect([quota(), quota(''), quota('  '), quota('2500')]).toEqual([undefined, undefined, undefined, 2500]);
  });

  it('refuses what is not a whole number of calls, naming the variable', () => {
    for (const value of ['many', '0', '12.5']) expect(() => quota(value)).toThrow(/MAGAYO_MONTHLY_QUOTA/);
  });
});
