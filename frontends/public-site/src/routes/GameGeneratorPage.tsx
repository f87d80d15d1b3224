import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Flag, Icon, buttonClassName } from '@pickwise/ui';
import { takesOptions, type Game, type MethodId, type MethodWithOptions } from '@pickwise/lottery';
import { GAME_COPY, GAME_DESCRIPTIONS, METHOD_NOTES } from '@pickwise/site/copy';
import { GameCalendarLink } from '../alerts/GameCalendarLink.js';
import { Countdown } from '../components/Countdown.js';
import { GameJackpot } from '../components/GameJackpot.js';
import { JackpotCountUp } from '../components/JackpotCountUp.js';
import { MethodSelector } from '../components/MethodSelector.js';
import { PageMetadata } from '../components/PageMetadata.js';
import { ResultSet } from '../components/ResultSet.js';
import { ShareLinkPanel } from '../components/ShareLinkPanel.js';
import { useReducedMotion } from '../components/use-reduced-motion.js';
import { BirthdayDialog } from '../dialogs/BirthdayDialog.js';
import { HoroscopeDialog } from '../dialogs/HoroscopeDialog.js';
import { LuckyDialog } from '../dialogs/LuckyDialog.js';
import { gameAccentColor } from '../games/game-colors.js';
import { initialMethod } from '../games/method-param.js';
import type { RequestOptions } from '../generation/method-options.js';
import { readShareLink, shareLinkPath } from '../generation/share-link.js';
import { useNumberGeneration } from '../generation/use-number-generation.js';
import { generatorEn } from '../i18n/en-generator.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';
import { oddsPath } from '../odds/odds-path.js';
import { WheelLink } from '../wheels/WheelLink.js';
import { GameRoute } from './GameRoute.js';
import '../generation/generator.css';

addScreenTexts(generatorEn);

/** /games/:id/generate: one game's generator, or 'Game Not Found' for an unknown id. */
export function GameGeneratorPage() {
  // A new game is a new screen: nothing of the previous game's results carries over.
  return <GameRoute>{(game) => <GameGenerator key={game.id} game={game} />}</GameRoute>;
}

function GameGenerator({ game }: { game: Game }) {
  const { t, link, pick } = usePublicSiteTexts();
  const [searchParams] = useSearchParams();
  // A share link (?seed=…) reopens its sets once, on arrival; the query is read only then.
  const [linkReading] = useState(() => readShareLink(searchParams));
  const [method, setMethod] = useState<MethodId>(() => initialMethod(searchParams.get('method')));
  const [fewerShared, setFewerShared] = useState(linkReading.kind === 'link' && linkReading.shared.fewerShared);
  const [showingLink, setShowingLink] = useState(linkReading.kind === 'link');
  const [openDialog, setOpenDialog] = useState<MethodWithOptions | null>(null);
  const generation = useNumberGeneration(game);
  const reducedMotion = useReducedMotion();
  const resultsSection = useRef<HTMLElement>(null);

  // On narrow screens the results sit below the method list: bring new ones into view.
  useEffect(() => {
    const section = resultsSection.current;
    if (generation.sets.length === 0 || !section) return;
    const top = section.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.6) section.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    // Only a new list of sets should move the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generation.sets]);

  useEffect(() => {
    if (linkReading.kind === 'link') void generation.replay(linkReading.shared);
    if (linkReading.kind === 'invalid') generation.setLinkProblem(t(`generator.shareLink.${linkReading.problem}`));
    // Once, for the link the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // docs/product-spec.md §4: dialogs close once the generation has an outcome, success or error.
  const generate = async (request: RequestOptions) => {
    setShowingLink(false);
    await generation.run(request, fewerShared);
    setOpenDialog(null);
  };

  const onGenerateNow = () => {
    if (takesOptions(method)) setOpenDialog(method);
    else void generate({ method });
  };

  const dialogProps = (dialogMethod: MethodWithOptions) => ({
    open: openDialog === dialogMethod,
    onOpenChange: (open: boolean) => setOpenDialog(open ? dialogMethod : null),
    game,
    pending: generation.isPending,
  });

  const shareUrl = generation.shared && generation.sets.length > 0 ? `${window.location.origin}${link(shareLinkPath(game.id, generation.shared))}` : undefined;
  const fewerSharedHintId = 'fewer-shared-hint';
  const popularityNoteId = 'popularity-note';

  return (
    <div className="ps-page ps-page--tight" style={{ '--ps-game-accent': gameAccentColor(game) } as CSSProperties}>
      <PageMetadata
        path={`/games/${game.id}/generate`}
        title={t('generator.pageTitle', { game: game.name })}
        description={t('generator.description', { game: game.name })}
      />
      <header className="pw-container ps-generator-head">
        <Link to={link('/games')} className={buttonClassName('ghost', 'small', 'ps-back')}>
          <span aria-hidden="true">←</span> {t('common.backToGames')}
        </Link>
        <div className="ps-generator-hero">
          <div className="ps-generator-head__title">
            <Flag code={game.countryCode} label={pick(GAME_COPY[game.id].country)} className="ps-flag" />
            <div>
              <h1>{t('generator.heading', { game: game.name })}</h1>
              <p className="ps-lead">{pick(GAME_DESCRIPTIONS[game.id])}</p>
              {/* Beside the title, not under the jackpot: the hero keeps its height, and the methods their place. */}
              <GameCalendarLink game={game} />
            </div>
          </div>
          <div className="ps-generator-hero__side">
            <GameJackpot game={game} announce renderValue={(formatted) => <JackpotCountUp display={formatted} className="ps-jackpot__value" />} />
            <Countdown game={game} />
            <Link to={link(oddsPath(game.id))} className="ps-link" data-testid="odds-link">
              {t('generator.oddsLink')}
            </Link>
          </div>
        </div>
      </header>

      <div className="pw-container ps-generator-layout">
        <section className="ps-panel" aria-label={t('generator.chooseMethod')}>
          <MethodSelector value={method} onChange={setMethod} disabled={generation.isPending} />
          <div className="ps-fewer-shared">
            <label>
              <input type="checkbox" checked={fewerShared} onChange={(event) => setFewerShared(event.target.checked)} disabled={generation.isPending} aria-describedby={fewerSharedHintId} />{' '}
              {t('generator.fewerShared')}
            </label>
            <p id={fewerSharedHintId} className="ps-field__hint">
              {t('generator.fewerSharedHint')}
            </p>
          </div>
          <Button size="large" onClick={onGenerateNow} disabled={generation.isPending} className="ps-generate-now">
            {generation.isPending ? t('generator.generating') : t('generator.generateNow')}
          </Button>
        </section>

        <section className="ps-panel ps-results-panel" aria-labelledby="results-heading" ref={resultsSection}>
          <h2 id="results-heading">{t('generator.resultsHeading')}</h2>
          {generation.isOffline && (
            <div className="ps-notice ps-notice--warning" role="status">
              <Icon name="offline" />
              <p>{t('generator.offline')}</p>
            </div>
          )}
          {generation.linkProblem && (
            <div className="ps-notice ps-notice--warning" role="alert">
              <Icon name="link" />
              <p data-testid="share-link-problem">{generation.linkProblem}</p>
            </div>
          )}
          {showingLink && generation.sets.length > 0 && (
            <p className="ps-field__hint" role="status">
              {t('generator.shareLink.fromLink')}
            </p>
          )}
          {shareUrl && <ShareLinkPanel game={game} url={shareUrl} />}
          {generation.sets.length > 0 ? (
            <>
              <ol className="ps-results">
                {generation.sets.map((set, index) => (
                  <ResultSet key={set.id} game={game} set={set} position={index + 1} shareUrl={shareUrl} popularityNoteId={popularityNoteId} />
                ))}
              </ol>
              <p id={popularityNoteId} className="ps-field__hint">
                {t('generator.popularity.note')}
              </p>
              <p>
                <WheelLink game={game.id} numbers={generation.sets.flatMap((set) => set.mainNumbers)} from="generator" />
              </p>
            </>
          ) : (
            <div className="ps-empty">
              <Icon name="ball" className="ps-empty__balls" />
              <p>{t('generator.empty')}</p>
            </div>
          )}
          <p className="pw-visually-hidden" aria-live="polite" role="status">
            {generation.announcement}
          </p>
          <div className="ps-notice ps-notice--odds">
            <Icon name="scale" />
            <div>
              <p className="ps-notice__title">{t('generator.oddsTitle')}</p>
              <p>{pick(METHOD_NOTES[method])}</p>
            </div>
          </div>
          <div className="ps-notice">
            <Icon name="shield" />
            <p>
              {t('common.responsiblePlay')}{' '}
              <Link to={link('/responsible')} className="ps-link">
                {t('common.responsiblePlayLink')}
              </Link>
            </p>
          </div>
        </section>
      </div>

      <BirthdayDialog {...dialogProps('birthday')} onGenerate={(options) => void generate({ method: 'birthday', options })} />
      <LuckyDialog {...dialogProps('lucky')} onGenerate={(options) => void generate({ method: 'lucky', options })} />
      <HoroscopeDialog {...dialogProps('horoscope')} onGenerate={(options) => void generate({ method: 'horoscope', options })} />
    </div>
  );
}
