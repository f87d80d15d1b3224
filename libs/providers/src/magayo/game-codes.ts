/**
 * The `game` parameter of the magayo Lottery Data API (`…/api/<endpoint>.php?api_key=…&game=<code>`)
 * for each of our games, used by its draw reader and its jackpot reader.
 *
 * Where each code comes from, because magayo's supported-games list was not at hand:
 * - `magayo-docs`: in magayo's own API documentation;
 * - `third-party`: in public third-party code calling magayo with it (not checked against magayo);
 * - `inferred`: built from magayo's `<country>_<state>_<game>` naming, never seen in use. Check it
 *   against magayo's supported-games list before relying on it; a wrong code is answered with an
 *   error and gives no data (the callers then fall back), never another game's data.
 */
import type { GameId } from '@pickwise/lottery';

export type MagayoCodeProvenance = 'magayo-docs' | 'third-party' | 'inferred';

export interface MagayoGameCode {
  code: string;
  provenance: MagayoCodeProvenance;
}

export const MAGAYO_GAME_CODES: Readonly<Record<GameId, MagayoGameCode>> = {
  powerball: { code: 'us_powerball', provenance: 'magayo-docs' },
  'mega-millions': { code: 'us_mega_millions', provenance: 'magayo-docs' },
  euromillions: { code: 'euromillions', provenance: 'magayo-docs' },
  eurojackpot: { code: 'eurojackpot', provenance: 'magayo-docs' },
  // SuperLotto Plus.
  'california-lottery': { code: 'us_ca_lotto', provenance: 'third-party' },
  'uk-lotto': { code: 'uk_lotto', provenance: 'third-party' },
  'florida-lotto': { code: 'us_fl_lotto', provenance: 'inferred' },
  'new-york-lottery': { code: 'us_ny_lotto', provenance: 'inferred' },
  'texas-lottery': { code: 'us_tx_lotto', provenance: 'inferred' },
  superenalotto: { code: 'it_superenalotto', provenance: 'inferred' },
  'la-primitiva': { code: 'es_primitiva', provenance: 'inferred' },
  // Two third-party projects call results.php?game=de_lotto.
  'lotto-6aus49': { code: 'de_lotto', provenance: 'third-party' },
};

/** The magayo `game` parameter of one of our games. */
export const magayoGameCode = (game: GameId): string => MAGAYO_GAME_CODES[game].code;
