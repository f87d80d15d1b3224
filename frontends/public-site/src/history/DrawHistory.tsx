import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDraws, type DrawFilter } from '@pickwise/api-client';
import { Button, Flag, buttonClassName, notify } from '@pickwise/ui';
import { GAMES, type Game } from '@pickwise/lottery';
import { trackEvent } from '../analytics.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { DrawDetailsDialog } from './DrawDetailsDialog.js';
import { DrawsTable } from './DrawsTable.js';
import { useDrawGate } from './use-draw-gate.js';
import { useHistoryExport } from './use-history-export.js';

/** docs/product-spec.md §9: page size 100, filter toast 2 s. */
const PAGE_SIZE = 100;
const FILTER_TOAST_MS = 2000;
const FILTERS: readonly DrawFilter[] = ['last10', 'last50', 'thisMonth'];
const SKELETON_ROWS = 6;
const SUGGESTED_GAMES = 3;

/** Three other games for the empty state, the next ones in the game list. */
function otherGames(game: Game): Game[] {
  const index = GAMES.indexOf(game);
  return Array.from({ length: SUGGESTED_GAMES }, (_, i) => GAMES[(index + 1 + i) % GAMES.length] as Game);
}

/** /history/:id's past draws: filters, export, the table or cards, paging, and every state of docs/product-spec.md §2 and §4. */
export function DrawHistory({ game }: { game: Game }) {
  const { t, link } = usePublicSiteTexts();
  const [filter, setFilter] = useState<DrawFilter>('last10');
  const [page, setPage] = useState(1);
  const draws = useDraws({ game: game.id, filter, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  // The answer is shown as a deferred update, which React renders in time slices, not in the
  // synchronous pass that the query store's update forces (on a phone, a long task).
  const data = useDeferredValue(draws.data);
  const loading = data === undefined && !draws.error;
  const gate = useDrawGate();
  const exporter = useHistoryExport(game, filter);
  const reported = useRef<unknown>(null);

  // docs/product-spec.md §8: the failure is a toast as well as the on-screen text, once per failure.
  useEffect(() => {
    if (draws.error && reported.current !== draws.error) {
      reported.current = draws.error;
      notify('error', { title: t('history.fetchFailed') });
    }
  }, [draws.error, t]);

  const chooseFilter = (next: DrawFilter) => {
    if (next === filter) return;
    setFilter(next);
    setPage(1);
    notify('info', { title: t('history.filterToast', { filter: t(`history.filter.${next}`) }), duration: FILTER_TOAST_MS });
    trackEvent({ name: 'history_filter', params: { game_name: game.name, filter_type: next } });
  };

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = (page - 1) * PAGE_SIZE + 1;

  return (
    <section className="ps-history" aria-busy={loading}>
      <div className="ps-history-toolbar">
        <div role="group" aria-label={t('history.filters')} className="ps-history-filters">
          {FILTERS.map((option) => (
            <Button key={option} variant={option === filter ? 'primary' : 'secondary'} size="small" aria-pressed={option === filter} onClick={() => chooseFilter(option)}>
              {t(`history.filter.${option}`)}
            </Button>
          ))}
        </div>
        <div className="ps-history-export">
          <Button variant="secondary" size="small" disabled={exporter.exporting} onClick={exporter.exportCsv}>
            {exporter.exporting ? t('history.exporting') : t('history.exportCsv')}
          </Button>
          <Button variant="ghost" size="small" disabled={exporter.exporting} onClick={exporter.exportJson}>
            {t('history.exportJson')}
          </Button>
        </div>
      </div>

      {loading && (
        <div role="status" aria-live="polite" className="ps-history-loading">
          <span className="pw-visually-hidden">{t('history.loading')}</span>
          <ul className="ps-history-skeletons" aria-hidden="true" data-testid="history-skeletons">
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <li key={i} className="ps-skeleton ps-skeleton--row" />
            ))}
          </ul>
        </div>
      )}

      {draws.error && (
        <div className="pw-card ps-history-state" role="alert">
          <p>{t('history.loadError')}</p>
          <Button onClick={() => window.location.reload()}>{t('history.tryAgain')}</Button>
        </div>
      )}

      {data && total === 0 && filter !== 'thisMonth' && (
        <div className="pw-card ps-history-state" data-testid="history-empty">
          <p>{t('history.empty', { game: game.name })}</p>
          <p>{t('history.emptyOthers')}</p>
          <ul className="ps-history-others">
            {otherGames(game).map((other) => (
              <li key={other.id}>
                <Link to={link(`/history/${other.id}`)}>
                  <Flag code={other.countryCode} className="ps-flag ps-flag--inline" /> {other.name}
                </Link>
              </li>
            ))}
          </ul>
          <Link to={link(`/games/${game.id}/generate`)} className={buttonClassName('primary')}>
            {t('history.generateNumbers')}
          </Link>
        </div>
      )}

      {data && total === 0 && filter === 'thisMonth' && (
        <div className="pw-card ps-history-state" data-testid="history-no-results">
          <p>{t('history.noResults')}</p>
          <Button variant="secondary" onClick={() => chooseFilter('last10')}>
            {t('history.showLast10')}
          </Button>
        </div>
      )}

      {data && total > 0 && (
        <>
          <p className="ps-history-count" aria-live="polite">
            {t('history.showing', { from: first, to: first + data.draws.length - 1, total })}
          </p>
          <DrawsTable game={game} draws={data.draws} onOpen={gate.open} />
          {pages > 1 && (
            <nav className="ps-history-paging" aria-label={t('history.paging')}>
              <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('history.previous')}
              </Button>
              <span>{t('history.page', { page, pages })}</span>
              <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('history.next')}
              </Button>
            </nav>
          )}
        </>
      )}

      <DrawDetailsDialog game={game} date={gate.openDate} onClose={gate.close} onRefused={gate.refusedByServer} />
    </section>
  );
}
