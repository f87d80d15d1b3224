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

describe('ingestion reconciliation settings', () => {
  const settings = (env: Record<string, string>) => {
    const config = loadConfig(ingestionEnvSchema, env);
    return [config.RECONCILIATION_SCHEDULE, config.RECONCILIATION_INTERVAL_MINUTES];
  };

  it('reconciles every 5 minutes unless told otherwise, whatever INGESTION_SCHEDULE says', () => {
    expect(settings({})).toEqual(['on', 5]);
    expect(settings({ INGESTION_SCHEDULE: 'off' })).toEqual(['on', 5]);
    expect(settings({ RECONCILIATION_SCHEDULE: 'off', RECONCILIATION_INTERVAL_MINUTES: '15' })).toEqual(['off', 15]);
  });

  it('refuses an interval outside 1..60 minutes, naming the variable', () => {
    for (const value of ['0', '61', 'often']) expect(() => settings({ RECONCILIATION_INTERVAL_MINUTES: value })).toThrow(/RECONCILIATION_INTERVAL_MINUTES/);
  });
});
