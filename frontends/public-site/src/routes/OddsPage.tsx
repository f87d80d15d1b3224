import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { Icon, buttonClassName } from '@pickwise/ui';
import { currentPrizeTable, prizeTablesOf, rulesOn, type Game } from '@pickwise/lottery';
import { PageMetadata } from '../components/PageMetadata.js';
import { gameAccentColor } from '../games/game-colors.js';
import { oddsEn } from '../i18n/en-odds.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';
import { ExpectedValueCalculator } from '../odds/ExpectedValueCalculator.js';
import { TierTable } from '../odds/TierTable.js';
import '../odds/odds.css';
import { GameRoute } from './GameRoute.js';
import { WheelLink } from '../wheels/WheelLink.js';
import { formatDrawDate } from '../history/draw-display.js';

addScreenTexts(oddsEn);

/** /odds/:id: a game's prize tiers with exact odds (any rules era) and the expected value calculator. */
export function OddsPage() {
  return <GameRoute>{(game) => <GameOdds key={game.id} game={game} />}</GameRoute>;
}

function GameOdds({ game }: { game: Game }) {
  const { t, link, language } = usePublicSiteTexts();
  const tables = prizeTablesOf(game.id);
  const [since, setSince] = useState(currentPrizeTable(game.id).since);
  const table = tables.find((candidate) => candidate.since === since) ?? currentPrizeTable(game.id);

  return (
    <div className="ps-page ps-page--tight" style={{ '--ps-game-accent': gameAccentColor(game) } as CSSProperties}>
      <PageMetadata path={`/odds/${game.id}`} title={t('odds.pageTitle', { game: game.name })} description={t('odds.description', { game: game.name })} />
      <header className="pw-container ps-odds-head">
        <Link to={link(`/games/${game.id}/generate`)} className={buttonClassName('ghost', 'small', 'ps-back')}>
          <span aria-hidden="true">←</span> {t('odds.backToGenerator')}
        </Link>
        <h1>{t('odds.heading', { game: game.name })}</h1>
        <p className="ps-lead">{t('odds.intro')}</p>
      </header>
      <div className="pw-container ps-odds-layout">
        <section className="ps-panel" aria-labelledby="tiers-heading">
          <h2 id="tiers-heading" className="pw-visually-hidden">
            {t('odds.tableCaption', { game: game.name, date: formatDrawDate(table.since, language) })}
          </h2>
          {tables.length > 1 && (
            <div className="ps-field ps-odds__era">
              <label htmlFor="odds-era">{t('odds.era')}</label>
              <select id="odds-era" className="ps-input" value={table.since} onChange={(event) => setSince(event.target.value)}>
                {[...tables].reverse().map((candidate) => (
                  <option key={candidate.since} value={candidate.since}>
                    {t('odds.eraOption', { date: formatDrawDate(candidate.since, language), matrix: rulesOn(game, candidate.since)?.matrix ?? '' })}
                  </option>
                ))}
              </select>
            </div>
          )}
          <TierTable game={game} table={table} />
          <div className="ps-notice ps-notice--odds">
            <Icon name="scale" />
            <p>{t('odds.honesty')}</p>
          </div>
          <p>
            <WheelLink game={game.id} from="odds" />
          </p>
        </section>
        <ExpectedValueCalculator key={table.since} game={game} table={table} />
      </div>
    </div>
  );
}
