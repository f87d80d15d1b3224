import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { wheelQuery, wheelRequestFromQuery, wheelRequestSchema } from '@pickwise/contracts';
import { DEFAULT_WHEEL_SEED, GAMES, findGame, type Game, type GameId, type WheelRequest } from '@pickwise/lottery';
import { useHydrated } from '@pickwise/ui';
import { CompactHero } from '../components/CompactHero.js';
import { PageMetadata } from '../components/PageMetadata.js';
import { ticketsEn } from '../i18n/en-tickets.js';
import { wheelsEn } from '../i18n/en-wheels.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';
import { BuildProgress } from '../wheels/BuildProgress.js';
import { WheelForm } from '../wheels/WheelForm.js';
import { WheelResult } from '../wheels/WheelResult.js';
import { draftRequest, emptyDraft, maxChosen, requestDraft, type WheelDraft } from '../wheels/wheel-draft.js';
import { useWheelBuild } from '../wheels/use-wheel-build.js';
import '../tickets/tickets.css';
import '../wheels/wheels.css';

addScreenTexts(wheelsEn);
// The number grid (tickets/NumberGrid.tsx) says how many are picked in My tickets' words.
addScreenTexts({ tickets: { form: { picked: ticketsEn.tickets.form.picked, full: ticketsEn.tickets.form.full } } });

const FIRST_GAME = GAMES[0]!;

/** A problem to show above the result: a request the schema refused, or a share link that held no buildable wheel. */
type Problem = { kind: 'invalid'; message: string } | { kind: 'link' };

/** The draft carried over to another game: the chosen numbers and keys that are still numbers of it, the rest anew. */
function draftForGame(draft: WheelDraft, game: Game): WheelDraft {
  const numbers = draft.numbers.filter((number) => number <= game.mainMax).slice(0, maxChosen(game));
  return { ...emptyDraft(game, draft.seed), numbers, keys: draft.keys.filter((key) => numbers.includes(key)) };
}

/** What a link's query starts the page with: the form, and the request to build when the link holds a whole one. */
function linkStart(search: URLSearchParams): { game: Game; draft: WheelDraft; request?: WheelRequest; problem?: Problem } | undefined {
  if (search.size === 0) return undefined;
  const fromLink = wheelRequestFromQuery(search);
  if (fromLink.success) return { game: findGame(fromLink.request.game) ?? FIRST_GAME, draft: requestDraft(fromLink.request), request: fromLink.request };
  const game = findGame(fromLink.draft.game ?? '') ?? FIRST_GAME;
  const numbers = fromLink.draft.numbers ?? [];
  const draft = { ...emptyDraft(game, DEFAULT_WHEEL_SEED), numbers, keys: (fromLink.draft.keys ?? []).filter((key) => numbers.includes(key)) };
  // The generator's link carries no guarantee on purpose: only a link that named one failed.
  return { game, draft, ...(search.has('guarantee') ? { problem: { kind: 'link' } } : {}) };
}

/**
 * /wheels (issue 28): the wheel builder. The form, a worker that builds the wheel and proves its guarantee over every case
 * (wheels/use-wheel-build.ts), then the wheel (wheels/WheelResult.tsx). A share link (`wheelQuery`) with a guarantee builds at
 * once; one with a game and numbers (the generator's) fills the form; the address follows the wheel last built.
 */
export default function WheelsPage() {
  const { t } = usePublicSiteTexts();
  const [search, setSearch] = useSearchParams();
  const hydrated = useHydrated();
  const [linkRead, setLinkRead] = useState(false);
  const [linkRequest, setLinkRequest] = useState<WheelRequest>();
  const [gameId, setGameId] = useState<GameId>(FIRST_GAME.id);
  const game = findGame(gameId) ?? FIRST_GAME;
  const [draft, setDraft] = useState(() => emptyDraft(game, DEFAULT_WHEEL_SEED));
  const [problem, setProblem] = useState<Problem>();
  const { state, build, cancel } = useWheelBuild();
  const outcome = useRef<HTMLDivElement>(null);

  // The link the page was opened with is read once hydrated (the prerendered page is the empty form): a share link's wheel is
  // built at once, a generator's numbers fill the form.
  if (hydrated && !linkRead) {
    setLinkRead(true);
    const start = linkStart(search);
    if (start) {
      setGameId(start.game.id);
      setDraft(start.draft);
      setLinkRequest(start.request);
      setProblem(start.problem);
    }
  }
  useEffect(() => {
    if (linkRequest) build(linkRequest);
  }, [linkRequest, build]);

  useEffect(() => {
    if (state.status === 'built') setSearch(wheelQuery(state.wheel.request), { replace: true });
  }, [state, setSearch]);

  // The result, an error or the cancelled notice takes the focus when it arrives, so it is read next.
  useEffect(() => {
    if (state.status !== 'idle' && state.status !== 'building') outcome.current?.focus();
  }, [state.status]);
  useEffect(() => {
    if (problem) outcome.current?.focus();
  }, [problem]);

  const onBuild = () => {
    const checked = wheelRequestSchema.safeParse(draftRequest(draft, game));
    if (!checked.success) {
      setProblem({ kind: 'invalid', message: checked.error.issues.map((issue) => issue.message).join('; ') });
      return;
    }
    setProblem(undefined);
    build(checked.data);
  };

  return (
    <div className="ps-page ps-page--tight">
      <PageMetadata path="/wheels" title={t('wheels.pageTitle')} description={t('wheels.description')} />
      <CompactHero title={t('wheels.title')} intro={t('wheels.intro')} />
      <div className="pw-container ps-wheels">
        <WheelForm
          game={game}
          draft={draft}
          onGameChange={(next) => {
            setGameId(next);
            setDraft(draftForGame(draft, findGame(next) ?? FIRST_GAME));
          }}
          onDraftChange={setDraft}
          onBuild={onBuild}
          building={state.status === 'building'}
        />
        {state.status === 'building' && <BuildProgress request={state.request} progress={state.progress} onCancel={cancel} />}
        <div ref={outcome} tabIndex={-1} className="ps-wheels__outcome">
          {problem ? (
            <p role="alert" className="ps-account-form__error">
              {problem.kind === 'link' ? t('wheels.linkInvalid') : t('wheels.invalid', { message: problem.message })}
            </p>
          ) : state.status === 'failed' ? (
            <p role="alert" className="ps-account-form__error" data-testid="wheel-failed">
              {t(`wheels.${state.reason === 'not-verified' ? 'notVerified' : state.reason === 'crashed' ? 'crashed' : 'failed'}`, { message: state.message })}
            </p>
          ) : state.status === 'cancelled' ? (
            <p role="status" className="ps-notice" data-testid="wheel-cancelled">
              {t('wheels.cancelled')}
            </p>
          ) : state.status === 'built' ? (
            <WheelResult wheel={state.wheel} buildMillis={state.buildMillis} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
