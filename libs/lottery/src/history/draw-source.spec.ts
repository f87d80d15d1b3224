import { GAME_IDS } from '../games.js';
import { OFFICIAL_RESULTS_PAGES, drawOrigin } from './draw-source.js';

describe('OFFICIAL_RESULTS_PAGES', () => {
  it('gives every game an https page of its operator, no GitHub and no aggregator', () => {
    expect(Object.keys(OFFICIAL_RESULTS_PAGES).sort()).toEqual([...GAME_IDS].sort());
    for (const url of Object.values(OFFICIAL_RESULTS_PAGES)) {
      expect(new URL(url).protocol).toBe('https:');
      expect(url).not.toMatch(/github|lottoland|magayo|pedromealha|euro-millions\.com/);
    }
    expect(new URL(OFFICIAL_RESULTS_PAGES.powerball).hostname).toBe('www.powerball.com');
    expect(new URL(OFFICIAL_RESULTS_PAGES.euromillions).hostname).toBe('www.loteriasyapuestas.es');
  });
});

describe('drawOrigin', () => {
  it('names a GitHub repository of the shipped history as an archive, never as the source', () => {
    expect(drawOrigin('kazekzak/gryliczbowe')).toEqual({ kind: 'archive', name: 'kazekzak/gryliczbowe (GitHub)' });
    expect(drawOrigin('lotto-number-archive')).toEqual({ kind: 'archive', name: 'LottoNumberArchive (GitHub)' });
  });

  it('tells official data sets from third-party feeds', () => {
    expect(drawOrigin('ny-open-data')?.kind).toBe('official-data');
    expect(drawOrigin('uk-national-lottery')?.kind).toBe('official-data');
    expect(drawOrigin('magayo')).toEqual({ kind: 'feed', name: 'magayo' });
    expect(drawOrigin('euromillions-api')?.kind).toBe('feed');
  });

  it('knows nothing of mock-api, an object key or text that is no repository', () => {
    expect(drawOrigin('mock-api')).toBeNull();
    expect(drawOrigin('toString')).toBeNull();
    expect(drawOrigin('javascript:alert(1)')).toBeNull();
  });
});
