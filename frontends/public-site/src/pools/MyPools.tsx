import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@pickwise/api-client';
import { POOL_AGREEMENT_MAX_LENGTH, POOL_NAME_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH } from '@pickwise/contracts/limits';
import { GAMES, type GameId } from '@pickwise/lottery';
import { POOL_AGREEMENT_TEMPLATE } from '@pickwise/site/copy';
import { Badge, Button, Spinner, notify } from '@pickwise/ui';
import { formatDrawDate } from '../history/draw-display.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { LoadFailed } from './pool-parts.js';
import { gameName, shortHash } from './pool-format.js';
import { startOfPoolLink } from './pool-link.js';
import { CHOOSER_HEADING_ID, PoolChooser } from './PoolChooser.js';
import { useCreatePool, usePools } from '@pickwise/api-client/pools';

/** The create form's element id: the chooser's "Create a pool for …" takes the focus to its first field. */
const CREATE_FORM_ID = 'pool-create';

/**
 * /pools: the signed-in player's pools and the form that starts one; with `?add=` or `?from=` (Add to
 * a pool, Move to a pool: `pool-link.ts`), the chooser at the top, and the create form with the
 * link's game ticked.
 */
export function MyPools() {
  const { t, language, link } = usePublicSiteTexts();
  const pools = usePools();
  const [search] = useSearchParams();
  const start = startOfPoolLink(search);
  const [createdPoolId, setCreatedPoolId] = useState<string>();
  const startGame = start?.kind === 'lines' ? start.game : undefined;
  const toCreateForm = () => document.getElementById(CREATE_FORM_ID)?.querySelector<HTMLElement>('input')?.focus();
  return (
    <>
      {start && <PoolChooser key={search.toString()} start={start} createdPoolId={createdPoolId} onCreatePool={toCreateForm} />}
      <section aria-labelledby="pools-mine" className="ps-pools__section">
        <h2 id="pools-mine">{t('pools.list.heading')}</h2>
        {pools.isError ? (
          <LoadFailed text={t('pools.loadFailed')} onRetry={() => void pools.refetch()} />
        ) : !pools.data ? (
          <Spinner label={t('pools.loading')} />
        ) : pools.data.pools.length === 0 ? (
          <p>{t('pools.list.none')}</p>
        ) : (
          <ul className="ps-pool-list">
            {pools.data.pools.map((pool) => (
              <li key={pool.id} className="ps-card ps-pool-card" data-testid="pool-card">
                <h3 className="ps-pool-card__name">
                  <Link to={link(`/pools/${pool.id}`)}>{pool.name}</Link>
                </h3>
                <p className="ps-pool-card__tags">
                  <Badge tone={pool.organiser ? 'primary' : 'neutral'}>{pool.organiser ? t('pools.list.organiser') : t('pools.list.member')}</Badge>
                  {pool.status !== 'active' && <Badge tone="danger">{t(`pools.status.${pool.status}`)}</Badge>}
                </p>
                <p>{t('pools.list.games', { games: pool.games.map(gameName).join(', ') })}</p>
                <p>{t('pools.list.members', { count: pool.members })}</p>
                {pool.lastSeal ? (
                  <div className="ps-pool-card__seal">
                    <p>{t('pools.list.lastSeal', { game: gameName(pool.lastSeal.game), date: formatDrawDate(pool.lastSeal.date, language) })}</p>
                    <details>
                      <summary>
                        {t('pools.list.lastSealHash', { hash: shortHash(pool.lastSeal.hash) })} <span className="pw-visually-hidden">— {t('pools.list.fullHash')}</span>
                      </summary>
                      <code className="ps-pool-hash__value" data-testid="pool-card-hash">
                        {pool.lastSeal.hash}
                      </code>
                    </details>
                  </div>
                ) : (
                  <p className="ps-field__hint">{t('pools.list.noSeal')}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <CreatePoolForm
        key={startGame ?? ''}
        initialGames={startGame ? [startGame] : []}
        onCreated={
          start
            ? (poolId) => {
                // With the chooser open, stay here: it now offers the new pool.
                setCreatedPoolId(poolId);
                notify('success', { title: t('pools.add.created') });
                document.getElementById(CHOOSER_HEADING_ID)?.focus();
              }
            : undefined
        }
      />
    </>
  );
}

interface PoolDraft {
  name: string;
  games: GameId[];
  shareMode: 'equal' | 'shares';
  displayName: string;
  en: string;
  es: string;
}

type DraftField = 'name' | 'games' | 'displayName' | 'agreement' | 'form';

/** The problems of a draft before it is sent (the contract's rules, written without zod). */
export function poolDraftProblems(draft: PoolDraft): Partial<Record<DraftField, string>> {
  const problems: Partial<Record<DraftField, string>> = {};
  if (!draft.name.trim()) problems.name = 'pools.create.errors.name';
  if (draft.games.length === 0) problems.games = 'pools.create.errors.games';
  if (!draft.displayName.trim()) problems.displayName = 'pools.create.errors.displayName';
  if (!draft.en.trim() || !draft.es.trim()) problems.agreement = 'pools.create.errors.agreement';
  return problems;
}

/**
 * The "Create a pool" form: name, games (`initialGames` ticked), share mode, the name the others see,
 * the agreement in both languages (the template's, in the page's language first). Made, it opens the
 * pool's page, or calls `onCreated` instead.
 */
function CreatePoolForm({ initialGames = [], onCreated }: { initialGames?: GameId[]; onCreated?: (poolId: string) => void }) {
  const { t, language, link } = usePublicSiteTexts();
  const navigate = useNavigate();
  const id = useId();
  const create = useCreatePool();
  const [draft, setDraft] = useState<PoolDraft>({ name: '', games: initialGames, shareMode: 'equal', displayName: '', en: POOL_AGREEMENT_TEMPLATE.en, es: POOL_AGREEMENT_TEMPLATE.es });
  const [problems, setProblems] = useState<Partial<Record<DraftField, string>>>({});
  const update = (change: Partial<PoolDraft>) => setDraft((old) => ({ ...old, ...change }));
  const fieldId = (field: string) => `${id}-${field}`;
  const describedBy = (field: DraftField, hint = true) => [hint ? `${fieldId(field)}-hint` : '', problems[field] ? `${fieldId(field)}-error` : ''].filter(Boolean).join(' ') || undefined;
  const error = (field: DraftField) =>
    problems[field] && (
      <p className="ps-field__error" id={`${fieldId(field)}-error`}>
        {t(problems[field])}
      </p>
    );
  // The page's language first: that is the text its reader checks; the other is one field below.
  const agreementOrder = language === 'es' ? (['es', 'en'] as const) : (['en', 'es'] as const);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = poolDraftProblems(draft);
    setProblems(found);
    const first = (['name', 'games', 'displayName', 'agreement'] as const).find((field) => found[field]);
    if (first) {
      const target = document.getElementById(fieldId(first === 'agreement' ? `agreement-${agreementOrder[0]}` : first));
      (target?.querySelector<HTMLElement>('input') ?? target)?.focus();
      return;
    }
    create.mutate(
      { name: draft.name.trim(), games: draft.games, shareMode: draft.shareMode, displayName: draft.displayName.trim(), agreement: { en: draft.en, es: draft.es } },
      {
        onSuccess: (pool) => {
          if (onCreated) return onCreated(pool.id);
          notify('success', { title: t('pools.create.created') });
          void navigate(link(`/pools/${pool.id}`));
        },
        onError: (failure) => setProblems({ form: failure instanceof ApiError && failure.code === 'CONFLICT' ? 'pools.create.errors.tooMany' : 'pools.failed' }),
      },
    );
  };

  return (
    <form id={CREATE_FORM_ID} className="ps-panel ps-pool-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('pools.create.heading')}</h2>
      <div className="ps-field">
        <label htmlFor={fieldId('name')}>{t('pools.create.name')}</label>
        <input
          id={fieldId('name')}
          className="ps-input"
          type="text"
          maxLength={POOL_NAME_MAX_LENGTH}
          required
          value={draft.name}
          aria-invalid={problems.name ? true : undefined}
          aria-describedby={describedBy('name')}
          onChange={(event) => update({ name: event.target.value })}
        />
        <p className="ps-field__hint" id={`${fieldId('name')}-hint`}>
          {t('pools.create.nameHint', { max: POOL_NAME_MAX_LENGTH })}
        </p>
        {error('name')}
      </div>
      <fieldset id={fieldId('games')} className="ps-pool-form__choices" aria-describedby={describedBy('games')}>
        <legend>{t('pools.create.games')}</legend>
        <p className="ps-field__hint" id={`${fieldId('games')}-hint`}>
          {t('pools.create.gamesHint')}
        </p>
        <div className="ps-pool-form__games">
          {GAMES.map((game) => (
            <label key={game.id} className="ps-pool-form__choice">
              <input
                type="checkbox"
                checked={draft.games.includes(game.id)}
                onChange={(event) => update({ games: event.target.checked ? [...draft.games, game.id] : draft.games.filter((kept) => kept !== game.id) })}
              />
              {game.name}
            </label>
          ))}
        </div>
        {error('games')}
      </fieldset>
      <fieldset className="ps-pool-form__choices">
        <legend>{t('pools.create.shareMode')}</legend>
        {(['equal', 'shares'] as const).map((mode) => (
          <label key={mode} className="ps-pool-form__choice">
            <input type="radio" name={`${id}-share-mode`} value={mode} checked={draft.shareMode === mode} onChange={() => update({ shareMode: mode })} />
            {t(`pools.create.${mode}`)}
          </label>
        ))}
      </fieldset>
      <div className="ps-field">
        <label htmlFor={fieldId('displayName')}>{t('pools.create.displayName')}</label>
        <input
          id={fieldId('displayName')}
          className="ps-input"
          type="text"
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          required
          value={draft.displayName}
          aria-invalid={problems.displayName ? true : undefined}
          aria-describedby={describedBy('displayName')}
          onChange={(event) => update({ displayName: event.target.value })}
        />
        <p className="ps-field__hint" id={`${fieldId('displayName')}-hint`}>
          {t('pools.create.displayNameHint')}
        </p>
        {error('displayName')}
      </div>
      <fieldset className="ps-pool-form__choices" aria-describedby={describedBy('agreement')}>
        <legend>{t('pools.create.agreement')}</legend>
        <p className="ps-field__hint" id={`${fieldId('agreement')}-hint`}>
          {t('pools.create.agreementHint')}
        </p>
        {agreementOrder.map((text) => (
          <div key={text} className="ps-field">
            <label htmlFor={fieldId(`agreement-${text}`)}>{t(text === 'en' ? 'pools.create.agreementEn' : 'pools.create.agreementEs')}</label>
            <textarea
              id={fieldId(`agreement-${text}`)}
              className="ps-input ps-pool-form__agreement"
              lang={text}
              rows={10}
              maxLength={POOL_AGREEMENT_MAX_LENGTH}
              value={draft[text]}
              aria-invalid={problems.agreement && !draft[text].trim() ? true : undefined}
              onChange={(event) => update({ [text]: event.target.value })}
            />
          </div>
        ))}
        {error('agreement')}
      </fieldset>
      {problems.form && (
        <p className="ps-account-form__error" role="alert">
          {t(problems.form)}
        </p>
      )}
      <div className="ps-ticket-form__actions">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('pools.working') : t('pools.create.submit')}
        </Button>
      </div>
    </form>
  );
}
