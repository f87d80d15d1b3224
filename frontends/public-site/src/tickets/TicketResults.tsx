import type { LineResult, TicketSummary } from '@pickwise/contracts';
import type { Game } from '@pickwise/lottery';
import { Badge } from '@pickwise/ui';
import { NumberBalls } from '../components/NumberBalls.js';
import { formatDrawDate } from '../history/draw-display.js';
import { STATUS_SYMBOLS } from '../history/verification-format.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { formatCurrency } from '../odds/number-format.js';
import { drawResultsLabel, unconfirmedStatus } from './result-status.js';

/** The results newest draw first, grouped by draw (the API's order). */
function byDraw(results: readonly LineResult[]): { draw: string; lines: LineResult[] }[] {
  const groups: { draw: string; lines: LineResult[] }[] = [];
  for (const result of results) {
    const last = groups.at(-1);
    if (last?.draw === result.draw) last.lines.push(result);
    else groups.push({ draw: result.draw, lines: [result] });
  }
  return groups;
}

function Outcome({ result, game }: { result: LineResult; game: Game }) {
  const { t, language } = usePublicSiteTexts();
  if (result.status === 'pending') return <p className="ps-ticket-result__pending">{t('tickets.results.pending')}</p>;
  const matched = [...result.main, ...result.special];
  const prize = result.prize;
  const prizeText =
    prize === null
      ? t('tickets.results.noPrize')
      : prize.kind === 'jackpot'
        ? t('tickets.results.jackpot')
        : prize.kind === 'pari-mutuel'
          ? t('tickets.results.pariMutuel')
          : prize.paidAs === 'free-ticket'
            ? t('tickets.results.freeTicket')
            : prize.paidAs === 'refund'
              ? t('tickets.results.refund')
              : formatCurrency(prize.amount, game.currency, language);
  return (
    <p className={prize ? 'ps-ticket-result__outcome ps-ticket-result__outcome--won' : 'ps-ticket-result__outcome'}>
      {matched.length > 0 ? t('tickets.results.matched', { numbers: matched.join(', ') }) : t('tickets.results.matchedNone')}
      {result.bonus && ` ${t('tickets.results.bonus')}`}
      {' · '}
      {result.tier && `${t('tickets.results.tier', { tier: result.tier })}: `}
      <strong>{prizeText}</strong>
    </p>
  );
}

interface TicketResultsProps {
  ticket: TicketSummary;
  game: Game;
  results: readonly LineResult[];
  /** Results that were unread when the ticket was opened (`<draw>/<line>`): marked New while it stays open. */
  newResults: ReadonlySet<string>;
}

/** Every covered draw of a ticket, newest first, and each line's result on it. */
export function TicketResults({ ticket, game, results, newResults }: TicketResultsProps) {
  const { t, language } = usePublicSiteTexts();
  return (
    <div className="ps-ticket-results" data-testid="ticket-results">
      {byDraw(results).map(({ draw, lines }) => {
        const date = formatDrawDate(draw, language);
        const status = unconfirmedStatus(lines);
        return (
          <section key={draw} className="ps-ticket-results__draw" aria-label={drawResultsLabel(t, date, status)}>
            <h4>{t('tickets.results.drawOf', { date })}</h4>
            {status && (
              // Said in words; the symbol (the history's) only repeats it.
              <p className={`ps-ticket-results__status ps-ticket-results__status--${status}`} data-testid="ticket-draw-status" data-draw-status={status}>
                <span aria-hidden="true">{STATUS_SYMBOLS[status]} </span>
                {t(`tickets.results.statusNote.${status}`)}
              </p>
            )}
            <ul className="ps-ticket-results__lines">
              {lines.map((result) => {
                const line = ticket.lines[result.line];
                if (!line) return null;
                return (
                  <li key={result.line} className="ps-ticket-result" data-status={result.status}>
                    <span className="ps-ticket-result__label">
                      {t('tickets.results.line', { n: result.line + 1 })}
                      {newResults.has(`${draw}/${result.line}`) && <Badge tone="primary">{t('tickets.results.new')}</Badge>}
                    </span>
                    <NumberBalls
                      game={game}
                      main={line.main}
                      special={line.special}
                      matched={result.status === 'checked' ? { main: result.main, special: result.special, label: t('tickets.results.matchedBall') } : undefined}
                    />
                    <Outcome result={result} game={game} />
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
