import { Suspense, lazy, useEffect, useRef, type CSSProperties } from 'react';
import { Link, NavLink } from 'react-router';
import { Flag, buttonClassName } from '@pickwise/ui';
import type { Game } from '@pickwise/lottery';
import { trackEvent } from '../analytics.js';
import { PageMetadata } from '../components/PageMetadata.js';
import { ScrollShade } from '../components/ScrollRegion.js';
import { useHorizontalOverflow } from '../components/use-horizontal-overflow.js';
import { gameAccentColor } from '../games/game-colors.js';
import { DataFreshness } from '../history/DataFreshness.js';
import { StatsLoading } from '../history/StatsLoading.js';
import { DrawCorrections } from '../history/DrawCorrections.js';
import { DrawHistory } from '../history/DrawHistory.js';
import { TicketChecker } from '../history/TicketChecker.js';
import { historyEn } from '../i18n/en-history.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';
import { oddsPath } from '../odds/odds-path.js';
import { GameRoute } from './GameRoute.js';
import '../history/history.css';

addScreenTexts(historyEn);

// The charting library comes only with the statistics view.
const StatsView = lazy(() => import('../history/StatsView.js').then((module) => ({ default: module.StatsView })));

export type HistoryView = 'draws' | 'stats' | 'check' | 'corrections';

/** /history/:id, /history/:id/stats, /history/:id/check and /history/:id/corrections: one game's past draws, statistics, ticket checker and corrections. */
export function GameHistoryPage({ view }: { view: HistoryView }) {
  return <GameRoute>{(game) => <GameHistory key={game.id} game={game} view={view} />}</GameRoute>;
}

function GameHistory({ game, view }: { game: Game; view: HistoryView }) {
  const { t, link } = usePublicSiteTexts();
  useEffect(() => trackEvent({ name: 'view_history', params: { game_name: game.name } }), [game.name]);
  const base = `/history/${game.id}`;
  const tabs = [
    { path: base, label: t('history.tabDraws') },
    { path: `${base}/stats`, label: t('history.tabStats') },
    { path: `${base}/check`, label: t('history.tabCheck') },
    { path: `${base}/corrections`, label: t('history.tabCorrections') },
  ];
  return (
    <div className="ps-page ps-page--tight" style={{ '--ps-game-accent': gameAccentColor(game) } as CSSProperties}>
      <PageMetadata
        path={view === 'draws' ? base : `${base}/${view}`}
        title={t(`history.pageTitles.${view}`, { game: game.name })}
        description={t(`history.descriptions.${view}`, { game: game.name })}
      />
      <header className="pw-container ps-history-head">
        <Link to={link('/games')} className={buttonClassName('ghost', 'small', 'ps-back')}>
          ← {t('common.backToGames')}
        </Link>
        <h1>
          <Flag code={game.countryCode} className="ps-flag" />{' '}
          {t('history.heading', { game: game.name })}
        </h1>
        <HistoryTabs tabs={tabs} />
        <Link to={link(oddsPath(game.id))} className="ps-link" data-testid="odds-link">
          {t('history.oddsLink')}
        </Link>
      </header>
      <div className="pw-container">
        {view === 'draws' && <DrawHistory game={game} />}
        {view === 'stats' && (
          <Suspense fallback={<StatsLoading />}>
            <StatsView game={game} />
          </Suspense>
        )}
        {view === 'check' && <TicketChecker game={game} />}
        {view === 'corrections' && <DrawCorrections game={game} />}
        {/* Under the section: it arrives with its own request, and above the section its line (or a
            stale-data warning) moved the whole section down once it came (CLS 0.18 on a phone). */}
        <DataFreshness game={game} />
      </div>
    </div>
  );
}

/**
 * The four sections on one line: on a phone too narrow for them the line scrolls sideways, a
 * shaded edge showing where more tabs are, and the open one is brought into view.
 */
function HistoryTabs({ tabs }: { tabs: { path: string; label: string }[] }) {
  const { t, link } = usePublicSiteTexts();
  const nav = useRef<HTMLElement>(null);
  const overflow = useHorizontalOverflow(nav);
  useEffect(() => {
    const active = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && nav.current) nav.current.scrollLeft = active.offsetLeft + active.offsetWidth - nav.current.clientWidth;
  }, []);
  return (
    <ScrollShade overflow={overflow} className="ps-history-tabs-frame">
      <nav ref={nav} aria-label={t('history.sections')} className="ps-history-tabs" data-testid="history-tabs">
        {tabs.map((tab) => (
          <NavLink key={tab.path} to={link(tab.path)} end className={({ isActive }) => `ps-history-tab${isActive ? ' ps-history-tab--active' : ''}`}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </ScrollShade>
  );
}
