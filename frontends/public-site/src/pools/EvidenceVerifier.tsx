import { useId, useState, type DragEvent } from 'react';
import { verifyEvidencePack, type EvidencePack, type EvidenceProblem } from '@pickwise/lottery';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { evidenceProblemText, evidenceVerdictText } from './pool-format.js';

type Outcome =
  | { kind: 'checking'; name: string }
  | { kind: 'verdict'; pool: string; seals: number; photos: number; problems: EvidenceProblem[] }
  | { kind: 'refused'; key: 'pools.verify.notJson' | 'pools.verify.notPack' | 'pools.verify.failed' };

/**
 * Reads an evidence pack and checks it in this browser: its shape by libs/contracts
 * `evidencePackSchema` (zod, fetched with the first file, not with the page), then every hash by
 * libs/lottery `verifyEvidencePack` (Web Crypto). Nothing is sent anywhere.
 */
async function checkPack(text: string): Promise<Outcome> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'refused', key: 'pools.verify.notJson' };
  }
  const { evidencePackSchema } = await import('@pickwise/contracts');
  const parsed = evidencePackSchema.safeParse(json);
  if (!parsed.success) return { kind: 'refused', key: 'pools.verify.notPack' };
  const pack = parsed.data as EvidencePack;
  try {
    const verdict = await verifyEvidencePack(pack);
    return { kind: 'verdict', pool: pack.pool.name, seals: verdict.seals, photos: verdict.photos, problems: verdict.problems };
  } catch {
    return { kind: 'refused', key: 'pools.verify.failed' };
  }
}

/** /pools/verify: pick (or drop) an evidence pack; the verdict, or each problem in words, in a live region. */
export function EvidenceVerifier() {
  const { t, language } = usePublicSiteTexts();
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>();
  const [dragging, setDragging] = useState(false);

  const check = async (file: File | undefined) => {
    if (!file) return;
    setOutcome({ kind: 'checking', name: file.name });
    setOutcome(await checkPack(await file.text()));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void check(event.dataTransfer.files[0]);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="ps-panel ps-pool-section">
      <h2 id={`${id}-heading`}>{t('pools.verify.heading')}</h2>
      <div
        className={dragging ? 'ps-pool-drop ps-pool-drop--over' : 'ps-pool-drop'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={`${id}-file`}>{t('pools.verify.file')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="application/json,.json"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            void check(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <p className="ps-field__hint" id={`${id}-hint`}>
          {t('pools.verify.fileHint')}
        </p>
      </div>
      <div aria-live="polite" role="status" className="ps-pool-verdict" data-testid="verify-outcome">
        {outcome?.kind === 'checking' && <p>{t('pools.verify.checking', { name: outcome.name })}</p>}
        {outcome?.kind === 'refused' && <p className="ps-account-form__error">{t(outcome.key)}</p>}
        {outcome?.kind === 'verdict' && (
          <div className={outcome.problems.length === 0 ? 'ps-notice ps-pool-verdict--ok' : 'ps-account-form__error'}>
            <p>
              <strong>{evidenceVerdictText(t, outcome)}</strong>
            </p>
            <p>{t('pools.verify.pool', { name: outcome.pool })}</p>
            {outcome.problems.length > 0 && (
              <ul data-testid="verify-problems">
                {outcome.problems.map((problem, index) => (
                  <li key={index}>{evidenceProblemText(t, problem, language)}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
