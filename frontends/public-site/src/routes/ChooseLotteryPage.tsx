import type { CSSProperties } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge, Flag } from '@pickwise/ui';
import { dateTimeFormat, drawStatus, type Game, isMethodId, languageLocale } from '@pickwise/lottery';
import { GAME_COPY, METHOD_COPY } from '@pickwise/site/copy';
import { GameGrid } from '../components/GameGrid.js';
import { GameJackpot } from '../components/GameJackpot.js';
import { useNow } from '../components/use-now.js';
import { useReducedMotion } from '../components/use-reduced-motion.js';
import { useSpaceActivatesLink } from '../components/use-space-activates-link.js';
import { toGeneratorMethod } from '../games/method-param.js';
import { gameAccentColor } from '../games/game-colors.js';
import { PageMetadata } from '../components/PageMetadata.js';
import { CompactHero } from '../components/CompactHero.js';
import { chooseEn } from '../i18n/en-choose.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';
import '../components/game-card.css';
import '../games/choose-lottery.css';

addScreenTexts(chooseEn);

/** docs/product-spec.md §9: cards animate in with 0.05 s more delay per card. */
const CARD_DELAY_S = 0.05;

/** /choose-lottery: every game as a card; choosing one opens its generator with the preselected method. */
export function ChooseLotteryPage() {
  const { t, link, pick } = usePublicSiteTexts();
  const [searchParams] = useSearchParams();
  const onCardKeyDown = useSpaceActivatesLink();
  const reducedMotion = useReducedMotion();

  const requested = searchParams.get('method');
  const method = requested ? toGeneratorMethod(requested) : null;
  const methodQuery = method ? `?method=${encodeURIComponent(method)}` : '';
  const methodName = method && isMethodId(method) ? pick(METHOD_COPY[method].name) : null;

  return (
    <div className="ps-page">
      <PageMetadata path="/choose-lottery" title={t('choose.pageTitle')} description={t('choose.description')} />
      <CompactHero title={t('choose.title')} intro={methodName ? t('choose.introWithMethod', { method: methodName }) : t('choose.intro')} />

      <section className="pw-container" aria-label={t('choose.title')}>
        <GameGrid
          renderGame={(game, index) => {
            const path = link(`/games/${game.id}/generate${methodQuery}`);
            const style = {
              '--ps-game-accent': gameAccentColor(game),
              ...(reducedMotion ? {} : { animationDelay: `${(index * CARD_DELAY_S).toFixed(2)}s` }),
            } as CSSProperties;
            return (
              <li key={game.id} className={reducedMotion ? undefined : 'ps-rise'} style={style}>
                <Link
                  to={path}
                  className="pw-card pw-card--interactive ps-card ps-game-card ps-choose-card"
                  onKeyDown={(event) => onCardKeyDown(event, path)}
                >
                  <div className="ps-game-card__head">
                    <Flag code={game.countryCode} className="ps-flag" />
                    <div className="ps-game-card__title">
                      <h2 className="ps-card-title">{game.name}</h2>
                      <Badge className={`ps-region ps-region--${game.region}`}>{pick(GAME_COPY[game.id].country)}</Badge>
                    </div>
                  </div>
                  <GameJackpot game={game} withTooltip={false} />
                  <NextDrawDate game={game} />
                </Link>
              </li>
            );
          }}
        />
      </section>
    </div>
  );
}

/**
 * The date of the game's next draw, in the visitor's clock and time zone: known once the page runs
 * in the browser. Its own component, so the clock re-renders this line and not the page.
 */
function NextDrawDate({ game }: { game: Game }) {
  const { t, language } = usePublicSiteTexts();
  const now = useNow(60_000);
  const drawDate = dateTimeFormat(languageLocale(language), { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  return (
    <p className="ps-game-card__draw">
      {t('common.nextDraw')}: {now ? drawDate.format(drawStatus(game, now).nextDrawAt) : '…'}
    </p>
  );
}
