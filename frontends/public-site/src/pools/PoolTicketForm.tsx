import { useId, useMemo, useState, type CSSProperties, type FormEvent } from 'react';
import { ApiError } from '@pickwise/api-client';
import type { Pool } from '@pickwise/contracts';
import { TICKET_MAX_LINES } from '@pickwise/contracts/limits';
import { findGame, type GameId } from '@pickwise/lottery';
import type { ReadTicket } from '@pickwise/ticket-reader';
import { GAME_COPY } from '@pickwise/site/copy';
import { Button, notify } from '@pickwise/ui';
import { readableTextColor } from '../components/readable-text-color.js';
import { gameAccentColor } from '../games/game-colors.js';
import { formatDrawDate, formatInstant } from '../history/draw-display.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { formatCurrency } from '../odds/number-format.js';
import { NumberGrid } from '../tickets/NumberGrid.js';
import { draftRules, gamePriceOn, refusedDraftProblems, type DraftLine } from '../tickets/ticket-form-rules.js';
import { ScanTicket, startOfReadTicket } from '../ticket-reader/ScanTicket.js';
import { actionFailureKey } from './pool-parts.js';
import { openDrawDates, parseMinor } from './pool-format.js';
import { poolsApi, usePoolAction } from '@pickwise/api-client/pools';

const emptyLine = (): DraftLine => ({ main: [], special: [] });

/**
 * The organiser's "Add a ticket": one of the pool's games, one of its draws still open for sales,
 * each line on the game's own grids (My tickets' NumberGrid), and the price per line (the game's when
 * left empty). The draw's record then shows the ticket; a sealed draw takes none. 'Scan a ticket'
 * fills the form from a photo read on the device (issue 37), for the organiser to check on the grids
 * before adding; the photo stays on the device (the ticket's photo is attached apart, on purpose).
 */
export function PoolTicketForm({ pool }: { pool: Pool }) {
  const { t, language, pick } = usePublicSiteTexts();
  const id = useId();
  const action = usePoolAction(pool.id);
  const [gameId, setGameId] = useState<GameId>(pool.games[0]!);
  const game = findGame(gameId)!;
  const draws = useMemo(() => openDrawDates(game, new Date()), [game]);
  const [drawDate, setDrawDate] = useState(draws[0]?.date ?? '');
  const [lines, setLines] = useState<DraftLine[]>([emptyLine()]);
  const [price, setPrice] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const rules = drawDate ? draftRules(game, drawDate) : undefined;
  const gamePrice = drawDate ? gamePriceOn(game, drawDate) : undefined;
  const specialCopy = GAME_COPY[game.id].specialName;
  const specialName = specialCopy ? pick(specialCopy) : '';
  const specialColor = gameAccentColor(game);
  const specialStyle = { '--ps-special-bg': specialColor, '--ps-special-fg': readableTextColor(specialColor) } as CSSProperties;
  const fieldId = (field: string) => `${id}-${field.replaceAll('.', '-')}`;
  const errorId = (field: string) => (problems[field] ? `${fieldId(field)}-error` : undefined);
  const fieldError = (field: string) =>
    problems[field] && (
      <p className="ps-field__error" id={`${fieldId(field)}-error`}>
        {problems[field]}
      </p>
    );

  const onGameChange = (next: GameId) => {
    setGameId(next);
    setDrawDate(openDrawDates(findGame(next)!, new Date())[0]?.date ?? '');
    setLines([emptyLine()]);
    setPrice('');
    setProblems({});
  };

  const [scanning, setScanning] = useState(false);
  const [scanProblem, setScanProblem] = useState<string>();
  /** The form filled in with a ticket read from a photo: its game, its draw when still open, its lines. */
  const fillFromTicket = (ticket: ReadTicket) => {
    const read = findGame(ticket.game)!;
    if (!pool.games.includes(ticket.game)) return setScanProblem(t('pools.ticketForm.scanOtherGame', { game: read.name }));
    const open = openDrawDates(read, new Date());
    setScanProblem(undefined);
    setGameId(ticket.game);
    setDrawDate(open.find((draw) => draw.date === ticket.firstDrawDate)?.date ?? open[0]?.date ?? '');
    setLines(startOfReadTicket(ticket).lines.slice(0, TICKET_MAX_LINES));
    setPrice('');
    setProblems({});
    setScanning(false);
    document.getElementById(fieldId('game'))?.focus();
  };

  const showProblems = (found: Record<string, string>) => {
    setProblems(found);
    const first = Object.keys(found)[0];
    if (!first) return;
    const element = document.getElementById(fieldId(first));
    (element?.querySelector<HTMLElement>('[tabindex="0"]') ?? element)?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!rules) return;
    const found: Record<string, string> = {};
    lines.forEach((line, index) => {
      if (line.main.length !== rules.mainCount) found[`lines.${index}.main`] = t('tickets.errors.mainCount', { line: index + 1, picked: line.main.length, count: rules.mainCount, game: game.name });
      if (line.special.length !== rules.specialCount)
        found[`lines.${index}.special`] = t('tickets.errors.specialCount', { line: index + 1, picked: line.special.length, count: rules.specialCount, name: specialName, game: game.name });
    });
    const linePriceMinor = price.trim() ? parseMinor(price) : undefined;
    if (price.trim() && linePriceMinor === undefined) found.price = t('pools.ticketForm.priceProblem');
    if (Object.keys(found).length > 0) return showProblems(found);
    setProblems({});
    const sorted = lines.map((line) => ({ main: [...line.main].sort((a, b) => a - b), special: [...line.special].sort((a, b) => a - b) }));
    action.mutate((token) => poolsApi.addTicket(token, pool.id, { game: game.id, drawDate, lines: sorted, origin: 'grid', ...(linePriceMinor === undefined ? {} : { linePriceMinor }) }), {
      onSuccess: () => {
        notify('success', { title: t('pools.ticketForm.saved') });
        setLines([emptyLine()]);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'VALIDATION') {
          // The fields the refusal names that this form has (its lines), marked as My tickets marks them.
          const refused = Object.entries(refusedDraftProblems(error.issues)).filter(([field]) => field.startsWith('lines.'));
          notify('error', { title: t('tickets.form.refused') });
          return showProblems(Object.fromEntries(refused.map(([field, problem]) => [field, t(problem.key, problem.values ?? {})])));
        }
        notify('error', { title: t(actionFailureKey(error)) });
      },
    });
  };

  return (
    <form className="ps-panel ps-ticket-form ps-pool-section" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('pools.ticketForm.heading')}</h2>
      <p>{t('pools.ticketForm.intro')}</p>
      {scanning ? (
        <ScanTicket
          {...(pool.games.length === 1 ? { game: pool.games[0]! } : {})}
          headingLevel={3}
          onClose={() => setScanning(false)}
          renderActions={(ticket) => (
            <>
              {scanProblem && (
                <p role="alert" className="ps-account-form__error">
                  {scanProblem}
                </p>
              )}
              <Button variant="primary" onClick={() => fillFromTicket(ticket)} data-testid="scan-fill">
                {t('pools.ticketForm.scanFill')}
              </Button>
            </>
          )}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setScanning(true)}>
            {t('pools.ticketForm.scan')}
          </Button>
        </div>
      )}
      <div className="ps-ticket-form__fields">
        <div className="ps-field">
          <label htmlFor={fieldId('game')}>{t('pools.ticketForm.game')}</label>
          <select id={fieldId('game')} className="ps-input" value={gameId} onChange={(event) => onGameChange(event.target.value as GameId)}>
            {pool.games.map((option) => (
              <option key={option} value={option}>
                {findGame(option)?.name ?? option}
              </option>
            ))}
          </select>
        </div>
        <div className="ps-field">
          <label htmlFor={fieldId('drawDate')}>{t('pools.ticketForm.drawDate')}</label>
          {draws.length > 0 ? (
            <select id={fieldId('drawDate')} className="ps-input" value={drawDate} onChange={(event) => setDrawDate(event.target.value)}>
              {draws.map((draw) => (
                <option key={draw.date} value={draw.date}>
                  {t('pools.ticketForm.drawOption', { date: formatDrawDate(draw.date, language), time: formatInstant(draw.salesCutoffAt.toISOString(), language) })}
                </option>
              ))}
            </select>
          ) : (
            <p className="ps-field__hint">{t('pools.ticketForm.noDraws')}</p>
          )}
        </div>
      </div>
      {rules && (
        <>
          <p className="ps-field__hint">{t('tickets.form.gridHelp')}</p>
          {lines.map((line, index) => (
            <fieldset key={index} className="ps-ticket-form__line">
              <legend>{t('tickets.form.line', { n: index + 1 })}</legend>
              <div id={fieldId(`lines.${index}.main`)}>
                <NumberGrid
                  label={t('tickets.form.main', { count: rules.mainCount, max: rules.mainMax })}
                  min={1}
                  max={rules.mainMax}
                  count={rules.mainCount}
                  picked={line.main}
                  onChange={(main) => setLines((old) => old.map((kept, i) => (i === index ? { ...kept, main } : kept)))}
                  errorId={errorId(`lines.${index}.main`)}
                />
                {fieldError(`lines.${index}.main`)}
              </div>
              {rules.specialCount > 0 && (
                <div id={fieldId(`lines.${index}.special`)}>
                  <NumberGrid
                    label={t('tickets.form.special', { name: specialName, count: rules.specialCount, min: rules.specialMin, max: rules.specialMax })}
                    min={rules.specialMin}
                    max={rules.specialMax}
                    count={rules.specialCount}
                    picked={line.special}
                    onChange={(special) => setLines((old) => old.map((kept, i) => (i === index ? { ...kept, special } : kept)))}
                    style={specialStyle}
                    special
                    errorId={errorId(`lines.${index}.special`)}
                  />
                  {fieldError(`lines.${index}.special`)}
                </div>
              )}
              {lines.length > 1 && (
                <Button variant="ghost" size="small" onClick={() => setLines((old) => old.filter((_kept, i) => i !== index))}>
                  {t('tickets.form.removeLine', { n: index + 1 })}
                </Button>
              )}
            </fieldset>
          ))}
          {lines.length < TICKET_MAX_LINES && (
            <div>
              <Button variant="secondary" size="small" onClick={() => setLines((old) => [...old, emptyLine()])}>
                {t('tickets.form.addLine')}
              </Button>
            </div>
          )}
          <div className="ps-field">
            <label htmlFor={fieldId('price')}>{t('pools.ticketForm.price', { currency: game.currency })}</label>
            <input
              id={fieldId('price')}
              className="ps-input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={price}
              aria-invalid={problems.price ? true : undefined}
              aria-describedby={[`${fieldId('price')}-hint`, errorId('price')].filter(Boolean).join(' ')}
              onChange={(event) => setPrice(event.target.value)}
            />
            <p className="ps-field__hint" id={`${fieldId('price')}-hint`}>
              {gamePrice === undefined ? t('pools.ticketForm.priceUnknown') : t('pools.ticketForm.priceHint', { price: formatCurrency(gamePrice, game.currency, language) })}
            </p>
            {fieldError('price')}
          </div>
          <div className="ps-ticket-form__actions">
            <Button type="submit" disabled={action.isPending}>
              {action.isPending ? t('pools.working') : t('pools.ticketForm.save')}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
