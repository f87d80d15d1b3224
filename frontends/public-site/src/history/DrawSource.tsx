import type { Game } from '@pickwise/lottery';
import { usePublicSiteTexts } from '../i18n/texts.js';
import type { DrawDisplay } from './draw-display.js';

/** The game's official results page, and what the row was read from when that was not the operator (an archive named as one). */
export function DrawSource({ game, row }: { game: Game; row: DrawDisplay }) {
  const { t } = usePublicSiteTexts();
  const site = new URL(row.officialResultsUrl).hostname.replace(/^www\./, '');
  return (
    <span className="ps-history-source">
      <a href={row.officialResultsUrl} target="_blank" rel="noopener noreferrer" aria-label={t('history.officialResultsLabel', { game: game.name, site })} data-testid="official-results-link">
        {t('history.officialResults')}
      </a>
      {row.origin && (
        <span className="ps-history-origin" data-testid="draw-origin">
          {t(`history.origin.${row.origin.kind}`, { name: row.origin.name })}
        </span>
      )}
    </span>
  );
}

/** The jackpot cell: a figure in the game's currency, or a dash; a figure left out (another currency) says so to screen readers and points at the note. */
export function JackpotText({ row }: { row: DrawDisplay }) {
  const { t } = usePublicSiteTexts();
  if (!row.jackpotWithheld) return <>{row.jackpotText}</>;
  return (
    <span title={t('history.jackpotWithheld')} data-testid="jackpot-withheld">
      {row.jackpotText}
      <sup aria-hidden="true">{JACKPOT_NOTE_MARK}</sup>
      <span className="pw-visually-hidden"> ({t('history.jackpotWithheld')})</span>
    </span>
  );
}

/** Marks a jackpot left out and the note that says why. */
export const JACKPOT_NOTE_MARK = '†';
