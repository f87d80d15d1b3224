/**
 * What the licence of each game's underlying data allows (issue 39, the open feed at
 * /api/open/<game>/…): a game's draws are offered for reuse only where a licence allowing their
 * redistribution is known and cited here; every other game is refused (HTTP 451) with its reason.
 * Nothing is assumed: a source whose terms were not found counts as allowing nothing.
 */
import type { Language } from '@pickwise/contracts';
import type { GameId } from '@pickwise/lottery';

export interface RedistributableData {
  redistribution: 'allowed';
  name: string;
  url: string;
  /** One line per language: what the terms allow and ask of a reuser. */
  text: Record<Language, string>;
  /** The first draw date the licensed publication covers: the feed holds the draws from this date on. */
  from: string;
}

export interface RefusedData {
  redistribution: 'refused';
  /** Why (English, as the API's refusal messages are): whose data it is and that no licence allowing redistribution is known. */
  reason: string;
}

export type GameDataLicence = RedistributableData | RefusedData;

/**
 * The NY Open Data Terms of Use (data.ny.gov, the "Open NY" terms, an attachment of the portal's
 * asset 77gx-ii52). Reinvent Albany's reading of them
 * (https://reinventalbany.org/2016/08/ny-states-open-ny-dips-toe-into-creative-commons-licensing/):
 * New York wrote its own permissive licence whose preamble is "Keep your re-uses lawful. So long as
 * you are not doing anything malicious with NYS data, you may use it as you wish, subject to no
 * other requirements"; it asks no attribution or share-alike and does not prohibit commercial use.
 * The New York State Gaming Commission publishes the New York Lottery's results there
 * (libs/providers ny-open-data, docs/providers.md §1).
 */
const NY_OPEN_DATA_TERMS = 'https://data.ny.gov/api/views/77gx-ii52/files/ef0c1840-ad54-4240-92fd-6397c49fde46';

const nyOpenData = (dataset: string, title: string, from: string): RedistributableData => ({
  redistribution: 'allowed',
  name: 'NY Open Data Terms of Use',
  url: NY_OPEN_DATA_TERMS,
  text: {
    en: `Winning numbers published by the New York Lottery on data.ny.gov ("${title}", dataset ${dataset}), from ${from}: any lawful use is allowed, no attribution required; provided as is, without warranty.`,
    es: `Números ganadores publicados por la Lotería de Nueva York en data.ny.gov («${title}», conjunto ${dataset}), desde el ${from}: se permite cualquier uso lícito, sin obligación de citar la fuente; se ofrecen tal cual, sin garantía.`,
  },
  from,
});

/** No licence found for the data of a game: whose data it is and where it was looked for. */
const unknown = (whose: string): RefusedData => ({
  redistribution: 'refused',
  reason: `No licence allowing the redistribution of these draws is known: ${whose}. They are shown on PickWise's pages but not offered for reuse.`,
});

/**
 * Every game's entry. The NY datasets' titles say which draws they cover (Powerball's begins in
 * 2010; the stored Powerball history before it comes from other archives, so the feed starts there).
 */
export const OPEN_DATA_LICENCES: Readonly<Record<GameId, GameDataLicence>> = {
  powerball: nyOpenData('d6yy-54nr', 'Lottery Powerball Winning Numbers: Beginning 2010', '2010-01-01'),
  'mega-millions': nyOpenData('5xaw-6ayf', 'Lottery Mega Millions Winning Numbers: Beginning 2002', '2002-01-01'),
  'new-york-lottery': nyOpenData('6nbc-h7bj', 'Lottery NY Lotto Winning Numbers: Beginning 2001', '2001-01-01'),
  // The operator's history PDF (services/draws/data/history/README.md); no reuse terms for it were found.
  'florida-lotto': unknown("the Florida Lottery's results, from its own history file, whose reuse terms are not known"),
  // A GitHub archive without a licence and lotto.net's listings (services/draws/data/history/README.md).
  'california-lottery': unknown("the California Lottery's results, taken from archives without a licence"),
  // The operator's CSV export (docs/providers.md §7); no reuse terms for it were found.
  'texas-lottery': unknown("the Texas Lottery's results, from its CSV export, whose reuse terms are not known"),
  // Allwyn's national-lottery.co.uk draw history (docs/providers.md §2): no terms allowing reuse of its results were found.
  'uk-lotto': unknown('the UK National Lottery operator’s results, whose website grants no reuse of them that is known'),
  // The UK operator's feed, community APIs and Lottoland (docs/providers.md §2-§3), none with a known licence.
  euromillions: unknown('the operators’ results as the UK National Lottery, community APIs and Lottoland publish them, none under a known licence'),
  // Lottoland and Polish-published lists in GitHub archives without a licence (docs/providers.md §4).
  eurojackpot: unknown('the operators’ results as Lottoland and archives without a licence publish them'),
  // A GitHub archive without a licence (services/draws/data/history/README.md).
  superenalotto: unknown('the SuperEnalotto operator’s results, taken from an archive without a licence'),
  // GitHub archives without a licence (services/draws/data/history/README.md).
  'la-primitiva': unknown('the Loterías y Apuestas del Estado results, taken from archives without a licence'),
  // JohannesFriedrich/LottoNumberArchive (docs/providers.md §5), a repository without a LICENSE file.
  'lotto-6aus49': unknown('the Lotto 6aus49 results, taken from an archive (LottoNumberArchive) without a licence'),
};

