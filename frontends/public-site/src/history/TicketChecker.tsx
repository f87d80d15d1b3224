import { useId, useMemo, useState, type FormEvent } from 'react';
import { ApiError, type TicketWin } from '@pickwise/api-client';
import { useTicketCheck } from '@pickwise/api-client/history';
import { Button, useHydrated } from '@pickwise/ui';
import type { ReadLine } from '@pickwise/ticket-reader';
import { currentRules, type Game } from '@pickwise/lottery';
import { GAME_COPY } from '@pickwise/site/copy';
import { loadSavedSets, type SavedSet } from '../generation/saved-sets.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { SaveAsTicketLink } from '../tickets/SaveAsTicketLink.js';
import { ScanIntoChecker } from '../ticket-reader/ScanIntoChecker.js';
import { DrawNumbers } from './DrawNumbers.js';
import { formatCount, formatCurrency } from '../odds/number-format.js';
import { formatDrawDate } from './draw-display.js';
import { fieldProblem, fieldRange, lineProblems, refusedLineProblems, type FieldProblem, type LineField, type LineProblems, type LineValues } from './ticket-line-rules.js';

const emptyLine = (count: number) => Array.from({ length: count }, () => '');


/** A line read from a photo as the checker's inputs: as many as the game takes, a number not read left empty. */
const inputsOf = (numbers: ReadLine['main'], count: number) => Array.from({ length: count }, (_, index) => (numbers[index]?.value == null ? '' : String(numbers[index]!.value)));

/** The id of one number input, so the first one at fault can take the focus. */
const inputId = (formId: string, field: LineField, index: number) => `${formId}-${field}-${index}`;

interface NumberInputsProps {
  formId: string;
  field: LineField;
  label: string;
  values: string[];
  min: number;
  max: number;
  problem: FieldProblem | undefined;
  /** The problem's text in the page language. */
  problemText: string;
  onChange: (values: string[]) => void;
}

function NumberInputs({ formId, field, label, values, min, max, problem, problemText, onChange }: NumberInputsProps) {
  const { t } = usePublicSiteTexts();
  const errorId = `${formId}-${field}-error`;
  return (
    <fieldset className="ps-checker-line" aria-describedby={problem ? errorId : undefined}>
      <legend>{label}</legend>
      <div className="ps-checker-line__inputs">
        {values.map((value, index) => {
          const invalid = problem?.inputs.includes(index) ?? false;
          return (
            <input
              key={index}
              id={inputId(formId, field, index)}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              required
              value={value}
              aria-label={t('checker.numberInput', { label, n: index + 1 })}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => onChange(values.map((old, i) => (i === index ? event.target.value : old)))}
            />
          );
        })}
      </div>
      {problem && (
        <p className="ps-field__error ps-checker-line__error" id={errorId} data-testid={`checker-${field}-error`}>
          {problemText}
        </p>
      )}
    </fieldset>
  );
}

/** What the page says for a refusal it cannot pin on a number: by the envelope's code, never the server's text. */
function refusalText(error: unknown): 'checker.errors.rateLimited' | 'checker.errors.unavailable' | 'checker.errors.refused' {
  if (!(error instanceof ApiError)) return 'checker.errors.unavailable';
  if (error.code === 'RATE_LIMITED') return 'checker.errors.rateLimited';
  return error.status >= 400 && error.status < 500 ? 'checker.errors.refused' : 'checker.errors.unavailable';
}

function PrizeText({ win, game }: { win: TicketWin; game: Game }) {
  const { t, language } = usePublicSiteTexts();
  const { prize } = win.tier;
  if (prize.kind === 'jackpot') return <>{t('checker.prizeJackpot')}</>;
  if (prize.kind === 'pari-mutuel') return <>{t('checker.prizePariMutuel')}</>;
  if (prize.paidAs === 'free-ticket') return <>{t('checker.prizeFreeTicket')}</>;
  if (prize.paidAs === 'refund') return <>{t('checker.prizeRefund')}</>;
  return <>{formatCurrency(prize.amount, game.currency, language)}</>;
}

/** /history/:id/check: a line (typed, or one of the visitor's generated sets) against every past draw. */
export function TicketChecker({ game }: { game: Game }) {
  const { t, language, pick } = usePublicSiteTexts();
  const rules = currentRules(game);
  const formId = useId();
  const [main, setMain] = useState(() => emptyLine(rules.mainCount));
  const [special, setSpecial] = useState(() => emptyLine(rules.specialCount));
  /** The numbers at fault, found here before sending or read back from the server's refusal. */
  const [problems, setProblems] = useState<LineProblems>({});
  // This browser's sets, read once the page runs in it (the prerendered page is the same for everyone).
  const hydrated = useHydrated();
  const savedSets = useMemo(() => (hydrated ? loadSavedSets(game.id) : []), [hydrated, game.id]);
  const check = useTicketCheck();
  const [scanning, setScanning] = useState(false);

  const focusFirst = (found: LineProblems) => {
    for (const field of ['main', 'special'] as const) {
      const first = found[field]?.inputs[0];
      if (first !== undefined) return document.getElementById(inputId(formId, field, first))?.focus();
    }
  };

  const submit = (values: LineValues) => {
    setProblems({});
    check.mutate(
      { game: game.id, line: { main: values.main.map(Number), special: values.special.map(Number) } },
      {
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.isValidation) return;
          const refused = refusedLineProblems(rules, values, error);
          setProblems(refused);
          focusFirst(refused);
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = { main, special };
    const found = lineProblems(rules, values);
    if (Object.keys(found).length > 0) {
      check.reset();
      setProblems(found);
      focusFirst(found);
      return;
    }
    submit(values);
  };
  const takeSet = (set: SavedSet) => {
    const values = { main: set.main.map(String), special: set.special.map(String) };
    setMain(values.main);
    setSpecial(values.special);
    submit(values);
  };
  // A line read from a photo goes into the inputs, never straight to the check: the player looks at it first.
  const takeReadLine = (line: ReadLine) => {
    check.reset();
    setProblems({});
    setMain(inputsOf(line.main, rules.mainCount));
    setSpecial(inputsOf(line.special, rules.specialCount));
    document.getElementById(inputId(formId, 'main', 0))?.focus();
  };
  // A drum already marked is checked again as it is typed in, so its message goes once it is right.
  const onFieldChange = (field: LineField, setValues: (values: string[]) => void) => (values: string[]) => {
    setValues(values);
    if (!problems[field]) return;
    const problem = fieldProblem(rules, field, values);
    setProblems(({ [field]: _old, ...others }) => (problem ? { ...others, [field]: problem } : others));
  };
  const problemText = (field: LineField) => {
    const problem = problems[field];
    if (!problem) return '';
    const { min, max } = fieldRange(rules, field);
    const count = field === 'main' ? rules.mainCount : rules.specialCount;
    return t(`checker.errors.${problem.problem}`, { count, min, max, game: game.name });
  };

  const result = check.data;
  const specialNameCopy = GAME_COPY[game.id].specialName;
  const specialName = specialNameCopy ? pick(specialNameCopy) : '';
  // A refusal that names a number is shown beside it; any other failure in words of the page's language.
  const failure = check.error && Object.keys(problems).length === 0 ? t(refusalText(check.error)) : undefined;
  return (
    <section className="ps-checker" aria-labelledby="checker-title">
      <h2 id="checker-title">{t('checker.title')}</h2>
      <p>{t('checker.intro')}</p>
      <form onSubmit={onSubmit} className="pw-card ps-checker-form" noValidate>
        <NumberInputs
          formId={formId}
          field="main"
          label={t('checker.main', { count: rules.mainCount, max: rules.mainMax })}
          values={main}
          min={1}
          max={rules.mainMax}
          problem={problems.main}
          problemText={problemText('main')}
          onChange={onFieldChange('main', setMain)}
        />
        {rules.specialCount > 0 && (
          <NumberInputs
            formId={formId}
            field="special"
            label={t('checker.special', { name: specialName, count: rules.specialCount, min: rules.specialMin, max: rules.specialMax })}
            values={special}
            min={rules.specialMin}
            max={rules.specialMax}
            problem={problems.special}
            problemText={problemText('special')}
            onChange={onFieldChange('special', setSpecial)}
          />
        )}
        <Button type="submit" disabled={check.isPending}>
          {check.isPending ? t('checker.checking') : t('checker.check')}
        </Button>
      </form>

      <div className="ps-checker-scan">
        {scanning ? (
          <ScanIntoChecker game={game} onLine={takeReadLine} onClose={() => setScanning(false)} />
        ) : (
          <Button variant="secondary" onClick={() => setScanning(true)} data-testid="checker-scan-open">
            {t('checker.scan')}
          </Button>
        )}
      </div>

      <div className="ps-checker-sets">
        <h3>{t('checker.yourSets')}</h3>
        {savedSets.length === 0 ? (
          <p>{t('checker.noSets', { game: game.name })}</p>
        ) : (
          <ul>
            {savedSets.map((set) => {
              const numbers = `${set.main.join(', ')}${set.special.length ? ` + ${set.special.join(', ')}` : ''}`;
              return (
                <li key={numbers}>
                  <Button variant="secondary" size="small" onClick={() => takeSet(set)}>
                    {t('checker.useSet', { numbers })}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <div aria-live="polite" data-testid="checker-result">
        {failure && <p role="alert">{failure}</p>}
        {result && (
          <div className="ps-checker-result">
            <p>
              {t('checker.checkedAgainst', {
                draws: formatCount(result.drawsChecked, language),
                from: result.from ? formatDrawDate(result.from, language) : '—',
                to: result.to ? formatDrawDate(result.to, language) : '—',
              })}
            </p>
            {check.variables && <SaveAsTicketLink game={game.id} main={check.variables.line.main} special={check.variables.line.special ?? []} />}
            {result.drawsWithoutTable > 0 && <p>{t('checker.withoutTable', { draws: formatCount(result.drawsWithoutTable, language) })}</p>}
            <p>{result.wins.length === 0 ? t('checker.noWins') : t('checker.wins', { count: result.wins.length, times: formatCount(result.wins.length, language) })}</p>
            {result.wins.length > 0 && (
              <div className="ps-history-table-wrap ps-history-table-wrap--always">
                {/* Below 600 px each win is a block of lines, each labelled with its column's name (history.css). */}
                <table className="ps-history-table ps-checker-wins">
                  <thead>
                    <tr>
                      <th scope="col">{t('history.drawDate')}</th>
                      <th scope="col">{t('history.winningNumbers')}</th>
                      <th scope="col">{t('checker.tier')}</th>
                      <th scope="col">{t('checker.prize')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.wins.map((win, index) => {
                      const table = result.tables[win.table];
                      return (
                        <tr key={`${win.draw.draw_date}-${index}`}>
                          <td data-label={t('history.drawDate')}>{formatDrawDate(win.draw.draw_date, language)}</td>
                          <td data-label={t('history.winningNumbers')}>
                            <DrawNumbers game={game} draw={win.draw} />
                          </td>
                          <td data-label={t('checker.tier')}>{win.tier.id}</td>
                          <td data-label={t('checker.prize')}>
                            <div>
                              <PrizeText win={win} game={game} />{' '}
                              {table && (
                                <a href={table.source.url} target="_blank" rel="noopener noreferrer" className="ps-checker-source">
                                  {t('checker.tableSource', { title: table.source.title })}
                                </a>
                              )}
                            </div>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
