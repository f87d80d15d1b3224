import { useState } from 'react';
import type { DrawCorrection } from '@pickwise/api-client';
import { useDrawCorrections } from '@pickwise/api-client/history';
import { Button, Spinner } from '@pickwise/ui';
import { formatJackpot, type Game } from '@pickwise/lottery';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { formatDrawDate, formatInstant } from './draw-display.js';
import { correctionChanges, correctionNumbersText, sourceName } from './verification-format.js';

/** Corrections per page: a phone shows a few cards at a time. */
const PAGE_SIZE = 20;

/**
 * /history/:id/corrections (issue 39): every correction of the game's stored draws, newest first,
 * each a card with the draw's date, its numbers and jackpot before and after (what changed said in
 * words), the source that changed them and when; a clear line when there is none.
 */
export function DrawCorrections({ game }: { game: Game }) {
  const { t } = usePublicSiteTexts();
  const [page, setPage] = useState(1);
  const corrections = useDrawCorrections(game.id, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const data = corrections.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <section className="ps-corrections" aria-labelledby="corrections-heading" aria-busy={corrections.isPending}>
      <h2 id="corrections-heading">{t('corrections.heading')}</h2>
      <p>{t('corrections.intro', { game: game.name })}</p>
      {corrections.isPending && <Spinner label={t('corrections.loading')} />}
      {corrections.error && <p role="alert">{t('corrections.error', { message: corrections.error.message })}</p>}
      {data && data.total === 0 && (
        <p className="pw-card ps-history-state" data-testid="corrections-empty">
          {t('corrections.empty', { game: game.name })}
        </p>
      )}
      {data && data.total > 0 && (
        <>
          <p className="ps-history-count" aria-live="polite">
            {t('corrections.count', { count: data.total })}
          </p>
          <ol className="ps-corrections__list" data-testid="corrections-list">
            {data.corrections.map((correction, index) => (
              <CorrectionCard key={`${correction.drawDate}-${correction.correctedAt}-${index}`} game={game} correction={correction} />
            ))}
          </ol>
          {pages > 1 && (
            <nav className="ps-history-paging" aria-label={t('corrections.paging')}>
              <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('corrections.previous')}
              </Button>
              <span>{t('corrections.page', { page, pages })}</span>
              <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('corrections.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function CorrectionCard({ game, correction }: { game: Game; correction: DrawCorrection }) {
  const { t, language } = usePublicSiteTexts();
  const changes = correctionChanges(correction);
  const bonusName = t('history.bonusName');
  const jackpot = (values: DrawCorrection['before']) => formatJackpot(values.jackpot, values.jackpotCurrency ?? game.currency, language);
  const changed = <strong className="ps-corrections__changed"> ({t('corrections.changed')})</strong>;
  return (
    <li className="pw-card ps-corrections__item" data-testid="correction">
      <h3>{t('corrections.drawOf', { date: formatDrawDate(correction.drawDate, language) })}</h3>
      <table className="ps-corrections__values">
        <thead>
          <tr>
            <td />
            <th scope="col">{t('corrections.before')}</th>
            <th scope="col">{t('corrections.after')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              {t('corrections.numbers')}
              {changes.numbers && changed}
            </th>
            <td data-testid="correction-before">{correctionNumbersText(correction.before, bonusName)}</td>
            <td data-testid="correction-after">{correctionNumbersText(correction.after, bonusName)}</td>
          </tr>
          <tr>
            <th scope="row">
              {t('corrections.jackpot')}
              {changes.jackpot && changed}
            </th>
            <td>{jackpot(correction.before)}</td>
            <td>{jackpot(correction.after)}</td>
          </tr>
        </tbody>
      </table>
      <dl className="ps-corrections__facts">
        <dt>{t('corrections.source')}</dt>
        <dd data-testid="correction-source">{sourceName(correction.provider)}</dd>
        <dt>{t('corrections.correctedAt')}</dt>
        <dd>
          <time dateTime={correction.correctedAt}>{formatInstant(correction.correctedAt, language)}</time>
        </dd>
      </dl>
    </li>
  );
}
