import { useMemo, useState, type FormEvent } from 'react';
import type { TicketWin } from '@pickwise/api-client';
import { useTicketCheck } from '@pickwise/api-client/history';
import { Button, useHydrated } from '@pickwise/ui';
import { currentRules, numberFormat, type Game } from '@pickwise/lottery';
import { GAME_COPY } from '@pickwise/site';
import { loadSavedSets, type SavedSet } from '../generation/saved-sets.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { DrawNumbers } from './DrawNumbers.js';
import { formatDrawDate } from './draw-display.js';

const emptyLine = (count: number) => Array.from({ length: count }, () => '');

function NumberInputs({ label, values, min, max, onChange }: { label: string; values: string[]; min: number; max: number; onChange: (values: string[]) => void }) {
  const { t } = usePublicSiteTexts();
  return (
    <fieldset className="ps-checker-line">
      <legend>{label}</legend>
      {values.map((value, index) => (
        <input
          key={index}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          required
          value={value}
          aria-label={t('checker.numberInput', { label, n: index + 1 })}
          onChange={(event) => onChange(values.map((old, i) => (i === index ? event.target.value : old)))}
        />
      ))}
    </fieldset>
  );
}

function PrizeText({ win, game }: { win: TicketWin; game: Game }) {
  const { t, language } = usePublicSiteTexts();
  const { prize } = win.tier;
  if (prize.kind === 'jackpot') return <>{t('checker.prizeJackpot')}</>;
  if (prize.kind === 'pari-mutuel') return <>{t('checker.prizePariMutuel')}</>;
  if (prize.paidAs === 'free-ticket') return <>{t('checker.prizeFreeTicket')}</>;
  if (prize.paidAs === 'refund') return <>{t('checker.prizeRefund')}</>;
  return <>{numberFormat(language, { style: 'currency', currency: game.currency, maximumFractionDigits: 2 }).format(prize.amount)}</>;
}

/** /history/:id/check: a line (typed, or one of the visitor's generated sets) against every past draw. */
export function TicketChecker({ game }: { game: Game }) {
  const { t, language, pick } = usePublicSiteTexts();
  const rules = currentRules(game);
  const [main, setMain] = useState(() => emptyLine(rules.mainCount));
  const [special, setSpecial] = useState(() => emptyLine(rules.specialCount));
  // This browser's sets, read once the page runs in it (the prerendered page is the same for everyone).
  const hydrated = useHydrated();
  const savedSets = useMemo(() => (hydrated ? loadSavedSets(game.id) : []), [hydrated, game.id]);
  const check = useTicketCheck();

  const submit = (line: SavedSet) => check.mutate({ game: game.id, line });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ main: main.map(Number), special: special.map(Number) });
  };
  const takeSet = (set: SavedSet) => {
    setMain(set.main.map(String));
    setSpecial(set.special.map(String));
    submit(set);
  };

  const result = check.data;
  const specialNameCopy = GAME_COPY[game.id].specialName;
  const specialName = specialNameCopy ? pick(specialNameCopy) : '';
  return (
    <section className="ps-checker" aria-labelledby="checker-title">
      <h2 id="checker-title">{t('checker.title')}</h2>
      <p>{t('checker.intro')}</p>
      <form onSubmit={onSubmit} className="pw-card ps-checker-form">
        <NumberInputs label={t('checker.main', { count: rules.mainCount, max: rules.mainMax })} values={main} min={1} max={rules.mainMax} onChange={setMain} />
        {rules.specialCount > 0 && (
          <NumberInputs
            label={t('checker.special', { name: specialName, count: rules.specialCount, min: rules.specialMin, max: rules.specialMax })}
            values={special}
            min={rules.specialMin}
            max={rules.specialMax}
            onChange={setSpecial}
          />
        )}
        <Button type="submit" disabled={check.isPending}>
          {check.isPending ? t('checker.checking') : t('checker.check')}
        </Button>
      </form>

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
        {check.error && <p role="alert">{t('checker.failed', { message: check.error.message })}</p>}
        {result && (
          <div className="ps-checker-result">
            <p>
              {t('checker.checkedAgainst', {
                count: result.drawsChecked,
                from: result.from ? formatDrawDate(result.from, language) : '—',
                to: result.to ? formatDrawDate(result.to, language) : '—',
              })}
            </p>
            {result.drawsWithoutTable > 0 && <p>{t('checker.withoutTable', { count: result.drawsWithoutTable })}</p>}
            <p>{result.wins.length === 0 ? t('checker.noWins') : t('checker.wins', { count: result.wins.length })}</p>
            {result.wins.length > 0 && (
              <div className="ps-history-table-wrap ps-history-table-wrap--always">
                <table className="ps-history-table">
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
                          <td>{formatDrawDate(win.draw.draw_date, language)}</td>
                          <td>
                            <DrawNumbers game={game} draw={win.draw} />
                          </td>
                          <td>{win.tier.id}</td>
                          <td>
                            <PrizeText win={win} game={game} />{' '}
                            {table && (
                              <a href={table.source.url} target="_blank" rel="noopener noreferrer" className="ps-checker-source">
                                {t('checker.tableSource', { title: table.source.title })}
                              </a>
                            )}
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
