import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '@pickwise/api-client';
import { POOL_TICKETS_PER_DRAW_MAX, TICKET_MAX_LINES } from '@pickwise/contracts/limits';
import type { TicketSummary } from '@pickwise/contracts';
import { findGame, toMinorUnits, type Game, type GameId } from '@pickwise/lottery';
import { GAME_COPY } from '@pickwise/site/copy';
import { Button, Spinner } from '@pickwise/ui';
import { formatDrawDate, formatInstant } from '../history/draw-display.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { formatCurrency } from '../odds/number-format.js';
import { gamePriceOn } from '../tickets/ticket-form-rules.js';
import { LoadFailed } from './pool-parts.js';
import { openDrawDates } from './pool-format.js';
import { poolTicketChunks, type PoolLinkLine, type PoolLinkOrigin, type PoolLinkStart } from './pool-link.js';
import { useAddPoolTicket, usePools, type PoolTicketBody } from '@pickwise/api-client/pools';
import { useTickets } from '@pickwise/api-client/tickets';

/** The chooser's heading: focused when a pool is created from it (it then offers that pool). */
export const CHOOSER_HEADING_ID = 'pool-chooser-heading';
/** How many of the game's next open draws the chooser offers. */
const DRAWS_OFFERED = 6;

/** What the pool's page says, focused on its heading, once the chooser added to it (react-router's location state). */
export interface PoolAddedState {
  poolAdded: { tickets: number; game: GameId; drawDate: string; moved: boolean };
}

/** The words of an add or a move the API refused. */
function failureKey(error: unknown, move: boolean): string {
  if (!(error instanceof ApiError)) return 'pools.failed';
  switch (error.code) {
    case 'FORBIDDEN':
      return 'pools.forbidden';
    case 'CONFLICT':
      return move ? 'pools.add.errors.conflictMove' : 'pools.add.errors.conflict';
    case 'NOT_FOUND':
      return move ? 'pools.add.errors.ticketGone' : 'pools.add.errors.poolGone';
    case 'VALIDATION':
      return 'pools.add.errors.refused';
    default:
      return 'pools.failed';
  }
}

const sortedLine = (line: PoolLinkLine): PoolLinkLine => ({ main: [...line.main].sort((a, b) => a - b), special: [...line.special].sort((a, b) => a - b) });

/**
 * My pools' "Add these lines to a pool" (`/pools?add=…` from a generated set or a wheel, `/pools?from=<id>`
 * from My tickets; `pool-link.ts`): the lines, the caller's pools they organise that play the game,
 * one of the game's next open draws, and Add. A wheel's lines go in tickets of at most
 * TICKET_MAX_LINES lines; a moved ticket goes whole, its lines taken by the server. On success the
 * pool's page opens, its heading focused and the outcome said.
 */
export function PoolChooser({ start, createdPoolId, onCreatePool }: { start: NonNullable<PoolLinkStart>; createdPoolId?: string; onCreatePool: () => void }) {
  const { t } = usePublicSiteTexts();
  if (start.kind === 'move') return <MoveChooser ticketId={start.ticketId} createdPoolId={createdPoolId} onCreatePool={onCreatePool} />;
  const game = start.game ? findGame(start.game) : undefined;
  if (!game || start.lines.length === 0) {
    return (
      <ChooserFrame heading={t('pools.add.heading')}>
        <p role="alert">{t('pools.add.nothing')}</p>
        <CancelLink />
      </ChooserFrame>
    );
  }
  return <ChooserForm game={game} lines={start.lines.map(sortedLine)} origin={start.origin} createdPoolId={createdPoolId} onCreatePool={onCreatePool} />;
}

function ChooserFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="ps-panel ps-pool-chooser" aria-labelledby={CHOOSER_HEADING_ID} data-testid="pool-chooser">
      <h2 id={CHOOSER_HEADING_ID} tabIndex={-1}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

function CancelLink() {
  const { t, link } = usePublicSiteTexts();
  return (
    <p>
      <Link to={link('/pools')}>{t('pools.add.cancel')}</Link>
    </p>
  );
}

/** A ticket of My tickets to move: read from the list My tickets reads (cached when the player comes from there). */
function MoveChooser({ ticketId, createdPoolId, onCreatePool }: { ticketId: string | undefined; createdPoolId?: string; onCreatePool: () => void }) {
  const { t, language, link } = usePublicSiteTexts();
  const tickets = useTickets();
  // Kept once found: moving it takes it out of the list, which is read again before the pool's page opens.
  const [found, setFound] = useState<TicketSummary>();
  const listed = tickets.data?.tickets.find((candidate) => candidate.id === ticketId);
  if (listed && !found) setFound(listed);
  const heading = t('pools.add.moveHeading');
  if (tickets.isError) {
    return (
      <ChooserFrame heading={heading}>
        <LoadFailed text={t('pools.loadFailed')} onRetry={() => void tickets.refetch()} />
      </ChooserFrame>
    );
  }
  if (!tickets.data && !found) {
    return (
      <ChooserFrame heading={heading}>
        <Spinner label={t('pools.add.loadingTicket')} />
      </ChooserFrame>
    );
  }
  const ticket = found ?? listed;
  const game = ticket ? findGame(ticket.game) : undefined;
  const draw = ticket && game ? openDrawDates(game, new Date(), 40).find((open) => open.date === ticket.firstDrawDate) : undefined;
  let problem: string | undefined;
  if (!ticket || !game) problem = t('pools.add.ticketGone');
  else if (ticket.draws !== 1) problem = t('pools.add.manyDraws', { count: ticket.draws });
  else if (!draw) problem = t('pools.add.drawClosed', { date: formatDrawDate(ticket.firstDrawDate, language) });
  if (problem || !ticket || !game || !draw) {
    return (
      <ChooserFrame heading={heading}>
        <p role="alert">{problem}</p>
        <p>
          <Link to={link('/tickets')}>{t('pools.add.openTickets')}</Link>
        </p>
        <CancelLink />
      </ChooserFrame>
    );
  }
  return <ChooserForm game={game} lines={ticket.lines} move={{ ticket, draw }} createdPoolId={createdPoolId} onCreatePool={onCreatePool} />;
}

interface ChooserFormProps {
  game: Game;
  lines: readonly PoolLinkLine[];
  origin?: PoolLinkOrigin;
  /** A saved ticket to move, and its draw (open). */
  move?: { ticket: TicketSummary; draw: { date: string; salesCutoffAt: Date } };
  createdPoolId?: string;
  onCreatePool: () => void;
}

function ChooserForm({ game, lines, origin = 'grid', move, createdPoolId, onCreatePool }: ChooserFormProps) {
  const { t, language, link, pick } = usePublicSiteTexts();
  const navigate = useNavigate();
  const id = useId();
  const pools = usePools();
  const add = useAddPoolTicket();
  const organised = (pools.data?.pools ?? []).filter((pool) => pool.organiser && pool.status === 'active' && pool.games.includes(game.id));
  const draws = useMemo(() => (move ? [move.draw] : openDrawDates(game, new Date(), DRAWS_OFFERED)), [game, move]);
  const [chosenPool, setChosenPool] = useState('');
  const [chosenDraw, setChosenDraw] = useState('');
  const [problem, setProblem] = useState<string>();
  // Tickets already added for a pool and draw before a failure: adding again there sends the rest.
  const [progress, setProgress] = useState<{ poolId: string; drawDate: string; added: number }>();
  const [sending, setSending] = useState<number>();
  const poolId = [chosenPool, createdPoolId ?? ''].find((wanted) => organised.some((pool) => pool.id === wanted)) ?? organised[0]?.id ?? '';
  const drawDate = draws.some((draw) => draw.date === chosenDraw) ? chosenDraw : (draws[0]?.date ?? '');
  const chunks = useMemo(() => (move ? [lines] : poolTicketChunks(lines)), [lines, move]);
  const specialCopy = GAME_COPY[game.id].specialName;
  const specialName = specialCopy ? pick(specialCopy) : '';
  const fieldId = (field: string) => `${id}-${field}`;
  const heading = move ? t('pools.add.moveHeading') : t('pools.add.heading');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!poolId || !drawDate || sending !== undefined) return;
    setProblem(undefined);
    const poolName = organised.find((pool) => pool.id === poolId)?.name ?? '';
    const done = progress && progress.poolId === poolId && progress.drawDate === drawDate ? progress.added : 0;
    let added = done;
    try {
      for (const [index, chunk] of chunks.entries()) {
        if (index < done) continue;
        setSending(index + 1);
        await add.mutateAsync({ poolId, ticket: ticketBody(game, drawDate, chunk, origin, move?.ticket) });
        added = index + 1;
      }
    } catch (error) {
      setSending(undefined);
      setProgress({ poolId, drawDate, added });
      const words = t(failureKey(error, move !== undefined), { max: POOL_TICKETS_PER_DRAW_MAX, game: game.name });
      setProblem(added > 0 ? `${words} ${t('pools.add.partial', { added, count: chunks.length, pool: poolName })}` : words);
      return;
    }
    const state: PoolAddedState = { poolAdded: { tickets: chunks.length, game: game.id, drawDate, moved: move !== undefined } };
    void navigate(link(`/pools/${poolId}`), { replace: true, state });
  };

  const price = move
    ? t('pools.add.movePrice', { price: formatCurrency(move.ticket.pricePerLine, move.ticket.currency, language) })
    : drawDate && gamePriceOn(game, drawDate) !== undefined
      ? t('pools.add.price', { game: game.name, price: formatCurrency(gamePriceOn(game, drawDate)!, game.currency, language) })
      : t('pools.add.priceUnknown', { game: game.name });
  const from = move
    ? t('pools.add.from.move', { name: move.ticket.label ?? game.name, game: game.name })
    : origin === 'wheel'
      ? t('pools.add.from.wheel', { lines: lines.length, count: chunks.length, max: TICKET_MAX_LINES, game: game.name })
      : t(`pools.add.from.${origin}`, { game: game.name });
  const lineList = (
    <ol className="ps-pool-chooser__lines" data-testid="pool-chooser-lines">
      {lines.map((line, index) => (
        <li key={index}>
          <span className="ps-pool-line__label">{t('pools.draws.line', { n: index + 1 })}:</span> <span className="ps-pool-line__main">{line.main.join(' ')}</span>
          {line.special.length > 0 && (
            <>
              {' '}
              <span className="ps-pool-line__special">{t('pools.draws.special', { name: specialName, numbers: line.special.join(' ') })}</span>
            </>
          )}
        </li>
      ))}
    </ol>
  );

  return (
    <ChooserFrame heading={heading}>
      <p>{from}</p>
      {lines.length > 8 ? (
        // A long wheel scrolls in its own region, which the keyboard can focus to scroll.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="ps-pool-chooser__scroll" role="region" tabIndex={0} aria-label={t('pools.add.linesLabel')}>
          {lineList}
        </div>
      ) : (
        <div role="group" aria-label={t('pools.add.linesLabel')}>
          {lineList}
        </div>
      )}
      {pools.isError ? (
        <LoadFailed text={t('pools.loadFailed')} onRetry={() => void pools.refetch()} />
      ) : !pools.data ? (
        <Spinner label={t('pools.loading')} />
      ) : organised.length === 0 ? (
        <div className="ps-notice" data-testid="pool-chooser-none">
          <p>{t('pools.add.noPool', { game: game.name })}</p>
          <Button variant="secondary" size="small" onClick={onCreatePool}>
            {t('pools.add.createPool', { game: game.name })}
          </Button>
        </div>
      ) : draws.length === 0 ? (
        <p role="alert">{t('pools.add.noDraws', { game: game.name })}</p>
      ) : (
        <form className="ps-pool-chooser__form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <div className="ps-ticket-form__fields">
            <div className="ps-field">
              <label htmlFor={fieldId('pool')}>{t('pools.add.pool')}</label>
              <select id={fieldId('pool')} className="ps-input" value={poolId} aria-describedby={`${fieldId('pool')}-hint`} onChange={(event) => setChosenPool(event.target.value)}>
                {organised.map((pool) => (
                  <option key={pool.id} value={pool.id}>
                    {pool.name}
                  </option>
                ))}
              </select>
              <p className="ps-field__hint" id={`${fieldId('pool')}-hint`}>
                {t('pools.add.poolHint', { game: game.name })}
              </p>
            </div>
            <div className="ps-field">
              <label htmlFor={fieldId('draw')}>{t('pools.add.draw')}</label>
              <select id={fieldId('draw')} className="ps-input" value={drawDate} aria-describedby={`${fieldId('draw')}-hint`} onChange={(event) => setChosenDraw(event.target.value)}>
                {draws.map((draw) => (
                  <option key={draw.date} value={draw.date}>
                    {t('pools.ticketForm.drawOption', { date: formatDrawDate(draw.date, language), time: formatInstant(draw.salesCutoffAt.toISOString(), language) })}
                  </option>
                ))}
              </select>
              <p className="ps-field__hint" id={`${fieldId('draw')}-hint`}>
                {move ? t('pools.add.moveDrawHint') : t('pools.add.drawHint')}
              </p>
            </div>
          </div>
          <p className="ps-field__hint">{price}</p>
          {problem && (
            <p className="ps-account-form__error" role="alert" data-testid="pool-chooser-error">
              {problem}
            </p>
          )}
          <div className="ps-ticket-form__actions">
            <Button type="submit" disabled={sending !== undefined}>
              {sending === undefined ? t(move ? 'pools.add.submitMove' : 'pools.add.submit') : chunks.length > 1 ? t('pools.add.adding', { n: sending, count: chunks.length }) : t('pools.working')}
            </Button>
            <Link to={link('/pools')}>{t('pools.add.cancel')}</Link>
          </div>
        </form>
      )}
    </ChooserFrame>
  );
}

/** One ticket's body: lines (sorted, as the grid sends them) with their origin, or the saved ticket to move at its saved price. */
function ticketBody(game: Game, drawDate: string, lines: readonly PoolLinkLine[], origin: PoolLinkOrigin, moved: TicketSummary | undefined): PoolTicketBody {
  if (moved) {
    let linePriceMinor: number | undefined;
    try {
      linePriceMinor = toMinorUnits(moved.pricePerLine, moved.currency);
    } catch {
      linePriceMinor = undefined;
    }
    return { game: game.id, drawDate, fromTicketId: moved.id, ...(linePriceMinor === undefined ? {} : { linePriceMinor }) };
  }
  return { game: game.id, drawDate, lines: lines.map(sortedLine), origin };
}
