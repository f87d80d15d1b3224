import { describe, expect, it } from '@jest/globals';
import { guideFigures } from './guide-figures.js';

describe('guideFigures', () => {
  it('quotes the official jackpot odds, worked out from libs/lottery', () => {
    expect(guideFigures('en')).toMatchObject({
      powerballOdds: '292,201,338',
      powerballTenLines: '29,220,134',
      // Mega Millions since 8 April 2025 (Mega Ball 1-24), and before it (1-25: the spec's "about 1 in 302 million").
      megaOdds: '290,472,336',
      megaSpecialMax: '24',
      megaChangeDate: 'April 8, 2025',
      megaPrice: '$5',
      megaOldOdds: '302,575,350',
      megaOldSpecialMax: '25',
      floridaOdds: '22,957,480',
      floridaSince: '1999',
      newYorkOdds: '45,057,474',
      euroOdds: '139,838,160',
      pick2Combinations: '100',
      pick2Box: '50',
      pick3Combinations: '1,000',
      pick3Box6: '166.7',
      pick3Box3: '333.3',
      pick4Combinations: '10,000',
    });
  });

  it('formats them for Spanish pages', () => {
    expect(guideFigures('es')).toMatchObject({ powerballOdds: '292.201.338', megaChangeDate: '8 de abril de 2025', megaPrice: '5\u00a0US$' });
  });
});
