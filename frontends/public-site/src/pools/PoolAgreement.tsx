import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@pickwise/api-client';
import type { Pool } from '@pickwise/contracts';
import { POOL_AGREEMENT_MAX_LENGTH } from '@pickwise/contracts/limits';
import { Button, notify } from '@pickwise/ui';
import { formatInstant } from '../history/draw-display.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { FullHash, actionFailureKey } from './pool-parts.js';
import { useMemberName } from './PoolMembers.js';
import { poolsApi, usePoolAction } from '@pickwise/api-client/pools';

/**
 * An agreement's text in one language, its paragraphs as written (blank lines between them). The
 * other language is one click away (`AgreementText`'s button), marked with its own `lang`.
 */
export function AgreementText({ agreement }: { agreement: { en: string; es: string } }) {
  const { t, language } = usePublicSiteTexts();
  const [other, setOther] = useState(false);
  const shown = other ? (language === 'es' ? 'en' : 'es') : language;
  return (
    <div className="ps-pool-agreement">
      <div className="ps-pool-agreement__text" lang={shown} data-testid="agreement-text">
        {agreement[shown].split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <Button variant="ghost" size="small" onClick={() => setOther((old) => !old)}>
        {other ? t('pools.agreement.showOwn') : t('pools.agreement.showOther')}
      </Button>
    </div>
  );
}

/** The agreement in force: text, version, hash, who accepted it; "Accept this version" for a member who has not; the organiser's "New version". */
export function PoolAgreement({ pool }: { pool: Pool }) {
  const { t, language } = usePublicSiteTexts();
  const nameOf = useMemberName();
  const action = usePoolAction(pool.id);
  const { agreement } = pool;
  const me = pool.members.find((member) => member.memberId === pool.me.memberId);
  const acceptedBy = pool.members.filter((member) => member.status === 'active' && member.acceptedVersion === agreement.version);
  const mustAccept = pool.me.status === 'active' && me?.acceptedVersion !== agreement.version;

  const accept = () =>
    action.mutate((token) => poolsApi.accept(token, pool.id, agreement.version, agreement.textSha256), {
      onSuccess: () => notify('success', { title: t('pools.agreement.accepted', { version: agreement.version }) }),
      onError: (error) => notify('error', { title: error instanceof ApiError && error.code === 'CONFLICT' ? t('pools.agreement.stale') : t(actionFailureKey(error)) }),
    });

  return (
    <section aria-labelledby="pool-agreement" className="ps-panel ps-pool-section">
      <h2 id="pool-agreement">{t('pools.agreement.heading')}</h2>
      <p>{t('pools.agreement.version', { version: agreement.version, date: formatInstant(agreement.createdAt, language) })}</p>
      <AgreementText key={agreement.version} agreement={agreement} />
      <FullHash hash={agreement.textSha256} label={t('pools.agreement.hash')} copyLabel={`${t('pools.copy')}: ${t('pools.agreement.hash')}`} testId="agreement-hash" />
      <p data-testid="agreement-accepted-by">
        {acceptedBy.length > 0 ? t('pools.agreement.acceptedBy', { names: acceptedBy.map((member) => nameOf(member)).join(', ') }) : t('pools.agreement.acceptedByNone')}
      </p>
      {mustAccept ? (
        <div className="ps-notice">
          <p>{t('pools.agreement.mustAccept')}</p>
          <Button onClick={accept} disabled={action.isPending}>
            {t('pools.agreement.accept')}
          </Button>
        </div>
      ) : (
        pool.me.status === 'active' && <p className="ps-field__hint">{t('pools.agreement.acceptedYou')}</p>
      )}
      {pool.me.organiser && <NewVersionEditor pool={pool} />}
    </section>
  );
}

function NewVersionEditor({ pool }: { pool: Pool }) {
  const { t, language } = usePublicSiteTexts();
  const id = useId();
  const action = usePoolAction(pool.id);
  const [texts, setTexts] = useState({ en: pool.agreement.en, es: pool.agreement.es });
  const [empty, setEmpty] = useState(false);
  const order = language === 'es' ? (['es', 'en'] as const) : (['en', 'es'] as const);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!texts.en.trim() || !texts.es.trim()) return setEmpty(true);
    setEmpty(false);
    action.mutate((token) => poolsApi.newAgreement(token, pool.id, texts), {
      onSuccess: (updated) => notify('success', { title: t('pools.agreement.saved', { version: updated ? updated.agreement.version : pool.agreement.version + 1 }) }),
      onError: (error) => notify('error', { title: t(actionFailureKey(error)) }),
    });
  };
  return (
    <details className="ps-pool-details">
      <summary>{t('pools.agreement.newVersion')}</summary>
      <form onSubmit={onSubmit} noValidate className="ps-pool-form" aria-describedby={`${id}-hint`}>
        <p className="ps-field__hint" id={`${id}-hint`}>
          {t('pools.agreement.newVersionHint')}
        </p>
        {order.map((text) => (
          <div key={text} className="ps-field">
            <label htmlFor={`${id}-${text}`}>{t(text === 'en' ? 'pools.agreement.textEn' : 'pools.agreement.textEs')}</label>
            <textarea
              id={`${id}-${text}`}
              className="ps-input ps-pool-form__agreement"
              lang={text}
              rows={8}
              maxLength={POOL_AGREEMENT_MAX_LENGTH}
              value={texts[text]}
              aria-invalid={empty && !texts[text].trim() ? true : undefined}
              onChange={(event) => setTexts((old) => ({ ...old, [text]: event.target.value }))}
            />
          </div>
        ))}
        {empty && (
          <p className="ps-field__error" role="alert">
            {t('pools.agreement.empty')}
          </p>
        )}
        <div>
          <Button type="submit" variant="secondary" disabled={action.isPending}>
            {t('pools.agreement.save')}
          </Button>
        </div>
      </form>
    </details>
  );
}
