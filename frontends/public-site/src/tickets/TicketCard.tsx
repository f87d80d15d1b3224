import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useMarkTicketRead, useTicket } from '@pickwise/api-client/tickets';
import type { LineResult, TicketSummary } from '@pickwise/contracts';
import { findGame, localDrawDate, nextDrawAt, salesCutoffAt, type Game } from '@pickwise/lottery';
import { Badge, Button, Spinner, buttonClassName } from '@pickwise/ui';
import { Countdown } from '../components/Countdown.js';
import { NumberBalls } from '../components/NumberBalls.js';
import { formatDrawDate } from '../history/draw-display.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { formatCurrency } from '../odds/number-format.js';
import { AddToPoolSlot } from '../pools/AddToPoolSlot.js';
import { EDIT_PARAM } from './ticket-link.js';
import { unverifiedDrawsText } from './result-status.js';
import { TicketResults } from './TicketResults.js';

interface TicketCardProps {
  ticket: TicketSummary;
  /** A device ticket's results, worked out in the browser; an account ticket's are fetched when opened. */
  deviceResults?: readonly LineResult[];
  onDelete: (ticket: TicketSummary) => void;
}

/** The ticket's name on its buttons and headings: its label, else the game. */
export const ticketName = (ticket: TicketSummary, game: Game) => ticket.label ?? game.name;

/** An account ticket's results, fetched when opened; opening it marks its new results read (they stay marked New while it is open). */
function AccountTicketResults({ ticket, game }: { ticket: TicketSummary; game: Game }) {
  const { t } = usePublicSiteTexts();
  const full = useTicket(ticket.id);
  const { mutate: markRead } = useMarkTicketRead();
  const [newResults, setNewResults] = useState<ReadonlySet<string>>();
  const results = full.data?.results;
  // The results unread on opening, kept as they were when first shown (marking them read updates the data).
  if (results && !newResults) setNewResults(new Set(results.filter((result) => result.unread).map((result) => `${result.draw}/${result.line}`)));
  useEffect(() => {
    if (newResults && newResults.size > 0) markRead(ticket.id);
  }, [newResults, markRead, ticket.id]);
  if (full.isError) return <p role="alert">{t('tickets.loadFailed')}</p>;
  if (!results) return <Spinner label={t('tickets.results.loading')} />;
  return <TicketResults ticket={ticket} game={game} results={results} newResults={newResults ?? new Set()} />;
}

/** Whether the ticket's next draw is the game's next scheduled draw, whose countdown the page shows. */
function nextDrawIsTheGames(game: Game, nextDrawDate: string): boolean {
  return localDrawDate(game, nextDrawAt(game, new Date())) === nextDrawDate;
}

/** Whether a saved ticket can move into a pool: one draw, whose sales are still open (the pool's draw must be). */
export function movableToPool(ticket: Pick<TicketSummary, 'game' | 'draws' | 'firstDrawDate'>, now: Date): boolean {
  return ticket.draws === 1 && salesCutoffAt(ticket.game, ticket.firstDrawDate).getTime() > now.getTime();
}

/** One saved ticket: its game, lines and draws, cost and winnings, next draw; its results open below it. */
export function TicketCard({ ticket, deviceResults, onDelete }: TicketCardProps) {
  const { t, language, link } = usePublicSiteTexts();
  const game = findGame(ticket.game)!;
  const [open, setOpen] = useState(false);
  const resultsId = useId();
  const name = ticketName(ticket, game);
  const money = (amount: number) => formatCurrency(amount, ticket.currency, language);
  const unverified = unverifiedDrawsText(t, ticket.drawsUnverified);
  return (
    <li className="ps-card ps-ticket-card" data-testid="ticket-card">
      <div className="ps-ticket-card__head">
        <h3>{name}</h3>
        {ticket.label !== null && <span className="ps-ticket-card__game">{game.name}</span>}
        {deviceResults && <Badge>{t('tickets.device.tag')}</Badge>}
        {ticket.unread > 0 && <Badge tone="primary">{t('tickets.card.unread', { count: ticket.unread })}</Badge>}
      </div>
      <ul className="ps-ticket-card__lines" aria-label={t('tickets.card.lines', { count: ticket.lines.length })}>
        {ticket.lines.map((line, index) => (
          <li key={index}>
            <NumberBalls game={game} main={line.main} special={line.special} />
          </li>
        ))}
      </ul>
      <p>
        {ticket.draws === 1
          ? t('tickets.card.drawOne', { date: formatDrawDate(ticket.firstDrawDate, language) })
          : t('tickets.card.drawRange', { from: formatDrawDate(ticket.firstDrawDate, language), to: formatDrawDate(ticket.lastDrawDate, language), count: ticket.draws })}
      </p>
      <p>{t('tickets.card.checked', { checked: ticket.drawsChecked, draws: ticket.draws })}</p>
      {unverified && (
        <p className="ps-ticket-card__unverified" data-testid="ticket-unverified">
          {unverified}
        </p>
      )}
      {ticket.nextDrawDate ? (
        <>
          <p>{t('tickets.card.nextDraw', { date: formatDrawDate(ticket.nextDrawDate, language) })}</p>
          {nextDrawIsTheGames(game, ticket.nextDrawDate) && <Countdown game={game} />}
        </>
      ) : (
        <p>{t('tickets.card.allChecked')}</p>
      )}
      <p>
        {t('tickets.card.cost', { amount: money(ticket.cost) })} · {t('tickets.card.won', { amount: money(ticket.won) })}
        {ticket.winsWithoutAmount > 0 && ` ${t('tickets.card.winsWithoutAmount', { count: ticket.winsWithoutAmount })}`}
      </p>
      <div className="ps-ticket-card__actions">
        <Button
          variant="secondary"
          size="small"
          aria-expanded={open}
          aria-controls={resultsId}
          aria-label={t('tickets.card.resultsOf', { action: open ? t('tickets.card.hideResults') : t('tickets.card.showResults'), name })}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? t('tickets.card.hideResults') : t('tickets.card.showResults')}
        </Button>
        <Link to={link(`/tickets?${EDIT_PARAM}=${encodeURIComponent(ticket.id)}`)} className={buttonClassName('ghost', 'small')} aria-label={t('tickets.card.editLabel', { name })}>
          {t('tickets.card.edit')}
        </Link>
        <Button variant="ghost" size="small" aria-label={t('tickets.card.deleteLabel', { name })} onClick={() => onDelete(ticket)}>
          {t('tickets.card.delete')}
        </Button>
        {/* An account's ticket only: the server moves it (a device's is not there yet). */}
        {!deviceResults && movableToPool(ticket, new Date()) && <AddToPoolSlot kind="move" game={game.id} ticketId={ticket.id} name={name} />}
      </div>
      <div id={resultsId} hidden={!open}>
        {open &&
          (deviceResults ? (
            <TicketResults ticket={ticket} game={game} results={deviceResults} newResults={new Set()} />
          ) : (
            <AccountTicketResults ticket={ticket} game={game} />
          ))}
      </div>
    </li>
  );
}
