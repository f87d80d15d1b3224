import type { Game } from '@pickwise/lottery';
import type { DrawListEntry } from '@pickwise/api-client';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { DrawNumbers } from './DrawNumbers.js';
import { drawDisplay, formatDrawDate } from './draw-display.js';
import { DrawSource, JACKPOT_NOTE_MARK, JackpotText } from './DrawSource.js';
import { DrawProvenance } from './DrawStatus.js';

interface DrawsTableProps {
  game: Game;
  draws: readonly DrawListEntry[];
  onOpen: (date: string) => void;
}

/**
 * The draws as a table on wide screens and as cards on narrow ones (CSS shows one of the two); a
 * row or card opens the draw's details, through the gate of docs/product-spec.md §6. Each says
 * whether the draw is provisional, verified or disputed, who reported it and when it was first seen.
 */
export function DrawsTable({ game, draws, onOpen }: DrawsTableProps) {
  const { t, language } = usePublicSiteTexts();
  const rows = draws.map((draw, index) => ({ draw, key: `${draw.draw_date}-${index}`, date: formatDrawDate(draw.draw_date, language), ...drawDisplay(game, draw, language) }));
  const openButton = (row: (typeof rows)[number]) => (
    <button
      type="button"
      className="ps-link-button"
      // The table row opens the draw too: one click must open it once.
      onClick={(event) => {
        event.stopPropagation();
        onOpen(row.draw.draw_date);
      }}
      aria-label={t('history.viewDetails', { date: row.date })}
    >
      {row.date}
    </button>
  );
  return (
    <>
      <div className="ps-history-table-wrap" data-testid="history-table">
        <table className="ps-history-table">
          <thead>
            <tr>
              <th scope="col">{t('history.drawDate')}</th>
              <th scope="col">{t('history.winningNumbers')}</th>
              <th scope="col">{t('history.jackpot')}</th>
              <th scope="col">{t('verification.statusColumn')}</th>
              <th scope="col">{t('history.source')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} onClick={() => onOpen(row.draw.draw_date)} className="ps-history-row">
                <td>{openButton(row)}</td>
                <td>
                  <DrawNumbers game={game} draw={row.draw} />
                </td>
                <td>
                  <JackpotText row={row} />
                </td>
                <td>
                  <DrawProvenance status={row.draw.status} sources={row.draw.sources} firstSeenAt={row.draw.firstSeenAt} />
                </td>
                <td onClick={(event) => event.stopPropagation()}>
                  <DrawSource game={game} row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="ps-history-cards" data-testid="history-cards">
        {rows.map((row) => (
          <li key={row.key} className="pw-card ps-history-draw-card">
            <div className="ps-history-draw-card__head">
              {openButton(row)}
              <span>
                <JackpotText row={row} />
              </span>
            </div>
            <DrawNumbers game={game} draw={row.draw} />
            <DrawProvenance status={row.draw.status} sources={row.draw.sources} firstSeenAt={row.draw.firstSeenAt} />
            <span className="ps-history-draw-card__source">
              {t('history.source')}: <DrawSource game={game} row={row} />
            </span>
          </li>
        ))}
      </ul>
      <p className="ps-history-note" id="history-jackpot-note" data-testid="jackpot-note">
        {t('history.jackpotNote')}
        {rows.some((row) => row.jackpotWithheld) && (
          <>
            {' '}
            <span aria-hidden="true">{JACKPOT_NOTE_MARK}</span> {t('history.jackpotNoteOtherCurrency', { game: game.name })}
          </>
        )}
      </p>
    </>
  );
}
