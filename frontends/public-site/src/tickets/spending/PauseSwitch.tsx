import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateLimits } from '@pickwise/api-client/spending';
import { setJackpotsPaused, useJackpotsPaused } from '@pickwise/ui';

/**
 * The pause: hides every jackpot figure on this player's pages at once. A visitor's is kept on the
 * device; a signed-in player's on the account too (`paused` of PUT /api/limits), so their other
 * devices follow it (AccountPause).
 */
export function PauseSwitch({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const paused = useJackpotsPaused();
  const update = useUpdateLimits();
  const [saveFailed, setSaveFailed] = useState(false);

  const change = (next: boolean) => {
    setSaveFailed(false);
    setJackpotsPaused(next, signedIn ? 'account' : 'device');
    if (!signedIn) return;
    update.mutate(
      { paused: next },
      {
        onError: () => {
          setSaveFailed(true);
          // Never shows jackpots the player asked to hide: a pause the account missed stays on this
          // device and is sent again at the next sign-in; a lifted one is put back as it was.
          setJackpotsPaused(true, next ? 'device' : 'account');
        },
      },
    );
  };

  return (
    <section className="ps-spending__part" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('spending.pause.heading')}</h3>
      <div className="ps-spending__switch">
        <input id={id} type="checkbox" role="switch" checked={paused} onChange={(event) => change(event.target.checked)} aria-describedby={`${id}-text`} />
        <label htmlFor={id}>{t('spending.pause.label')}</label>
      </div>
      <p id={`${id}-text`}>
        {t('spending.pause.text')} {signedIn ? t('spending.pause.account') : t('spending.pause.device')}
      </p>
      {saveFailed && (
        <p className="ps-account-form__error" role="alert">
          {t('spending.pause.saveFailed')}
        </p>
      )}
    </section>
  );
}
