import { useId, useState, type CSSProperties, type FormEvent } from 'react';
import { ApiError } from '@pickwise/api-client';
import { useSaveTicket } from '@pickwise/api-client/tickets';
import { GAMES, findGame, type Game, type GameId } from '@pickwise/lottery';
import { TICKET_LABEL_MAX_LENGTH, TICKET_MAX_DRAWS, TICKET_MAX_LINES } from '@pickwise/contracts/limits';
import { GAME_COPY } from '@pickwise/site/copy';
import { Button, HelpResourceLinks, notify } from '@pickwise/ui';
import { gameAccentColor } from '../games/game-colors.js';
import { readableTextColor } from '../components/readable-text-color.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { formatCurrency } from '../odds/number-format.js';
import { saveDeviceTicket } from './device-tickets.js';
import { NumberGrid } from './NumberGrid.js';
import { deviceTicketOf, draftBody, draftProblems, draftRules, gamePriceOn, nextDrawDate, refusedDraftProblems, type DraftLine, type DraftProblems, type FieldProblem, type TicketDraft } from './ticket-form-rules.js';

/** What the form starts from: a game and its lines (a generated set, the checker's line, a saved ticket), and for an edit the rest. */
export interface TicketFormStart {
  game: GameId;
  lines: DraftLine[];
  firstDrawDate?: string;
  draws?: number;
  pricePerLine?: number;
  label?: string | null;
}

/** Which ticket the form saves: a new one, or an edit of an account ticket (`id`) or of a device ticket (`clientId`). */
export type TicketFormTarget = { kind: 'new' } | { kind: 'account'; id: string } | { kind: 'device'; clientId: string; createdAt: string };

interface TicketFormProps {
  start: TicketFormStart;
  target: TicketFormTarget;
  /** Saved on the account (signed in) or on this device. */
  signedIn: boolean;
  onDone: () => void;
}

const emptyLine = (): DraftLine => ({ main: [], special: [] });

function initialDraft(start: TicketFormStart, game: Game): TicketDraft {
  return {
    lines: start.lines.length > 0 ? start.lines.map((line) => ({ main: [...line.main], special: [...line.special] })) : [emptyLine()],
    firstDrawDate: start.firstDrawDate ?? nextDrawDate(game),
    draws: String(start.draws ?? 1),
    pricePerLine: start.pricePerLine === undefined ? '' : String(start.pricePerLine),
    label: start.label ?? '',
  };
}

/** The order of the fields, so the first one at fault takes the focus. */
const fieldOrder = (draft: TicketDraft) => ['firstDrawDate', 'draws', 'lines', ...draft.lines.flatMap((_line, i) => [`lines.${i}.main`, `lines.${i}.special`]), 'pricePerLine', 'label', 'form'];

/** Adding or editing a ticket: the game, its own number grids per line, the first draw, the number of draws, the price and a label. */
export function TicketForm({ start, target, signedIn, onDone }: TicketFormProps) {
  const { t, language, pick } = usePublicSiteTexts();
  const formId = useId();
  const [gameId, setGameId] = useState<GameId>(start.game);
  const game = findGame(gameId)!;
  const [draft, setDraft] = useState<TicketDraft>(() => initialDraft(start, game));
  const [problems, setProblems] = useState<DraftProblems>({});
  const [overBudget, setOverBudget] = useState(false);
  const save = useSaveTicket();
  const rules = draftRules(game, draft.firstDrawDate);
  const gamePrice = gamePriceOn(game, draft.firstDrawDate);
  const specialNameCopy = GAME_COPY[game.id].specialName;
  const specialName = specialNameCopy ? pick(specialNameCopy) : '';
  const specialColor = gameAccentColor(game);
  const specialStyle = { '--ps-special-bg': specialColor, '--ps-special-fg': readableTextColor(specialColor) } as CSSProperties;

  const fieldId = (field: string) => `${formId}-${field.replaceAll('.', '-')}`;
  const errorId = (field: string) => (problems[field] ? `${fieldId(field)}-error` : undefined);
  const problemText = (problem: FieldProblem) => t(problem.key, problem.values ?? {});
  const update = (change: Partial<TicketDraft>) => setDraft((old) => ({ ...old, ...change }));
  const setLine = (index: number, line: DraftLine) => update({ lines: draft.lines.map((old, i) => (i === index ? line : old)) });

  const showProblems = (found: DraftProblems) => {
    setProblems(found);
    const first = fieldOrder(draft).find((field) => found[field]);
    if (!first) return;
    const element = document.getElementById(fieldId(first));
    (element?.querySelector<HTMLElement>('[tabindex="0"]') ?? element)?.focus();
  };

  const onGameChange = (id: GameId) => {
    const next = findGame(id)!;
    setGameId(id);
    setProblems({});
    setDraft((old) => ({ ...old, lines: [emptyLine()], firstDrawDate: nextDrawDate(next), pricePerLine: '' }));
  };

  const onSaved = (text: string) => {
    notify('success', { title: text });
    onDone();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOverBudget(false);
    const found = draftProblems(game, draft);
    if (Object.keys(found).length > 0) {
      notify('error', { title: t('tickets.form.fixErrors') });
      return showProblems(found);
    }
    setProblems({});
    if (!signedIn) {
      const kept = saveDeviceTicket(
        deviceTicketOf(game, draft, target.kind === 'device' ? target.clientId : crypto.randomUUID(), target.kind === 'device' ? target.createdAt : new Date().toISOString()),
      );
      if (!kept) return showProblems({ form: { key: 'tickets.device.storageFull' } });
      return onSaved(t('tickets.form.savedOnDevice'));
    }
    save.mutate(
      { id: target.kind === 'account' ? target.id : undefined, ticket: draftBody(game, draft) },
      {
        onSuccess: () => onSaved(t('tickets.form.saved')),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'CONFLICT') return setOverBudget(true);
          if (error instanceof ApiError && error.code === 'VALIDATION') return showProblems(refusedDraftProblems(error.issues));
          if (error instanceof ApiError && error.code === 'NOT_FOUND') return showProblems({ form: { key: 'tickets.form.notFound' } });
          showProblems({ form: { key: 'tickets.form.unavailable' } });
        },
      },
    );
  };

  const fieldError = (field: string) =>
    problems[field] && (
      <p className="ps-field__error" id={`${fieldId(field)}-error`}>
        {problemText(problems[field])}
      </p>
    );

  return (
    <form className="ps-panel ps-ticket-form" onSubmit={onSubmit} noValidate aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`}>{target.kind === 'new' ? t('tickets.form.addHeading') : t('tickets.form.editHeading')}</h2>

      <div className="ps-ticket-form__fields">
        <div className="ps-field">
          <label htmlFor={fieldId('game')}>{t('tickets.form.game')}</label>
          <select id={fieldId('game')} className="ps-input" value={gameId} onChange={(event) => onGameChange(event.target.value as GameId)}>
            {GAMES.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className="ps-field">
          <label htmlFor={fieldId('firstDrawDate')}>{t('tickets.form.firstDrawDate')}</label>
          <input
            id={fieldId('firstDrawDate')}
            className="ps-input"
            type="date"
            required
            value={draft.firstDrawDate}
            aria-invalid={problems.firstDrawDate ? true : undefined}
            aria-describedby={[`${fieldId('firstDrawDate')}-hint`, errorId('firstDrawDate')].filter(Boolean).join(' ')}
            onChange={(event) => update({ firstDrawDate: event.target.value })}
          />
          <p className="ps-field__hint" id={`${fieldId('firstDrawDate')}-hint`}>
            {t('tickets.form.firstDrawHint')}
          </p>
          {fieldError('firstDrawDate')}
        </div>
        <div className="ps-field">
          <label htmlFor={fieldId('draws')}>{t('tickets.form.draws')}</label>
          <input
            id={fieldId('draws')}
            className="ps-input"
            type="number"
            inputMode="numeric"
            min={1}
            max={TICKET_MAX_DRAWS}
            required
            value={draft.draws}
            aria-invalid={problems.draws ? true : undefined}
            aria-describedby={[`${fieldId('draws')}-hint`, errorId('draws')].filter(Boolean).join(' ')}
            onChange={(event) => update({ draws: event.target.value })}
          />
          <p className="ps-field__hint" id={`${fieldId('draws')}-hint`}>
            {t('tickets.form.drawsHint', { max: TICKET_MAX_DRAWS })}
          </p>
          {fieldError('draws')}
        </div>
      </div>

      {rules ? (
        <>
          <p className="ps-field__hint">{t('tickets.form.gridHelp')}</p>
          {draft.lines.map((line, index) => (
            <fieldset key={index} className="ps-ticket-form__line">
              <legend>{t('tickets.form.line', { n: index + 1 })}</legend>
              <div id={fieldId(`lines.${index}.main`)}>
                <NumberGrid
                  label={t('tickets.form.main', { count: rules.mainCount, max: rules.mainMax })}
                  min={1}
                  max={rules.mainMax}
                  count={rules.mainCount}
                  picked={line.main}
                  onChange={(main) => setLine(index, { ...line, main })}
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
                    onChange={(special) => setLine(index, { ...line, special })}
                    style={specialStyle}
                    special
                    errorId={errorId(`lines.${index}.special`)}
                  />
                  {fieldError(`lines.${index}.special`)}
                </div>
              )}
              {draft.lines.length > 1 && (
                <Button variant="ghost" size="small" onClick={() => update({ lines: draft.lines.filter((_old, i) => i !== index) })}>
                  {t('tickets.form.removeLine', { n: index + 1 })}
                </Button>
              )}
            </fieldset>
          ))}
          <div id={fieldId('lines')}>
            {draft.lines.length < TICKET_MAX_LINES && (
              <Button variant="secondary" size="small" onClick={() => update({ lines: [...draft.lines, emptyLine()] })}>
                {t('tickets.form.addLine')}
              </Button>
            )}
            {fieldError('lines')}
          </div>
        </>
      ) : (
        <p className="ps-notice">{t('tickets.form.noRules', { game: game.name })}</p>
      )}

      <div className="ps-ticket-form__fields">
        <div className="ps-field">
          <label htmlFor={fieldId('pricePerLine')}>{t('tickets.form.pricePerLine', { currency: game.currency })}</label>
          <input
            id={fieldId('pricePerLine')}
            className="ps-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={draft.pricePerLine}
            aria-invalid={problems.pricePerLine ? true : undefined}
            aria-describedby={[`${fieldId('pricePerLine')}-hint`, errorId('pricePerLine')].filter(Boolean).join(' ')}
            onChange={(event) => update({ pricePerLine: event.target.value })}
          />
          <p className="ps-field__hint" id={`${fieldId('pricePerLine')}-hint`}>
            {gamePrice === undefined ? t('tickets.form.priceUnknown') : t('tickets.form.priceHint', { price: formatCurrency(gamePrice, game.currency, language) })}
          </p>
          {fieldError('pricePerLine')}
        </div>
        <div className="ps-field">
          <label htmlFor={fieldId('label')}>{t('tickets.form.label')}</label>
          <input
            id={fieldId('label')}
            className="ps-input"
            type="text"
            maxLength={TICKET_LABEL_MAX_LENGTH}
            value={draft.label}
            aria-invalid={problems.label ? true : undefined}
            aria-describedby={[`${fieldId('label')}-hint`, errorId('label')].filter(Boolean).join(' ')}
            onChange={(event) => update({ label: event.target.value })}
          />
          <p className="ps-field__hint" id={`${fieldId('label')}-hint`}>
            {t('tickets.form.labelHint', { max: TICKET_LABEL_MAX_LENGTH })}
          </p>
          {fieldError('label')}
        </div>
      </div>

      {problems.form && (
        <p className="ps-account-form__error" role="alert" id={fieldId('form')} tabIndex={-1}>
          {problemText(problems.form)}
        </p>
      )}
      {overBudget && (
        <div className="ps-account-form__error" role="alert" data-testid="ticket-over-budget">
          <p>{t('tickets.form.overBudget', { currency: game.currency })}</p>
          <p>{t('tickets.form.overBudgetHelp')}</p>
          <ul>
            <HelpResourceLinks />
          </ul>
        </div>
      )}

      <div className="ps-ticket-form__actions">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('tickets.form.saving') : t('tickets.form.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('tickets.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
