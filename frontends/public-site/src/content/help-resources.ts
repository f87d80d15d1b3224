/**
 * Help resources by region on /responsible (docs/product-spec.md §2: a US helpline and site, two UK
 * organisations, one European association, one international group), with the numbers and sites
 * each organisation publishes. What each offers is `content.responsible.organisations.<key>`.
 */
export type HelpRegion = 'us' | 'uk' | 'europe' | 'international';

export interface HelpOrganisation {
  key: 'ncpg' | 'gamcare' | 'gordonMoody' | 'fejar' | 'gamblersAnonymous';
  region: HelpRegion;
  /** The organisation's own name, the same in every language. */
  name: string;
  /** The language of the name when it is not English. */
  nameLanguage?: 'es';
  site: string;
  phone?: { display: string; tel: string };
}

export const HELP_REGIONS: readonly HelpRegion[] = ['us', 'uk', 'europe', 'international'];

export const HELP_ORGANISATIONS: readonly HelpOrganisation[] = [
  {
    key: 'ncpg',
    region: 'us',
    name: 'National Council on Problem Gambling',
    site: 'https://www.ncpgambling.org/',
    phone: { display: '1-800-GAMBLER (1-800-426-2537)', tel: '+18004262537' },
  },
  { key: 'gamcare', region: 'uk', name: 'GamCare', site: 'https://www.gamcare.org.uk/', phone: { display: '0808 8020 133', tel: '+448088020133' } },
  { key: 'gordonMoody', region: 'uk', name: 'Gordon Moody', site: 'https://www.gordonmoody.org.uk/' },
  { key: 'fejar', region: 'europe', name: 'FEJAR – Federación Española de Jugadores de Azar Rehabilitados', nameLanguage: 'es', site: 'https://www.fejar.org/' },
  { key: 'gamblersAnonymous', region: 'international', name: 'Gamblers Anonymous', site: 'https://www.gamblersanonymous.org/' },
];
