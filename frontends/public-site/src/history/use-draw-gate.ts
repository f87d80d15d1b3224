import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuthSession, useMe, type ProfileItem } from '@pickwise/api-client';
import { notify } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';

/**
 * docs/product-spec.md §6: a draw's details need a signed-in user whose profile has a name, an
 * e-mail and a country. A visitor gets the sign-in toast, an incomplete profile the toast listing
 * what is missing; both toasts offer the way to /auth. The server checks the same (403).
 */
export function useDrawGate() {
  const { t, link } = usePublicSiteTexts();
  const navigate = useNavigate();
  const auth = useAuthSession();
  const me = useMe();
  const [openDate, setOpenDate] = useState<string | undefined>();

  const toAuth = () => void navigate(link('/auth'));

  const refuseIncomplete = (missing: readonly ProfileItem[]) =>
    notify('warning', {
      title: t('history.completeProfile'),
      description: t('history.missingItems', { items: missing.map((item) => t(`history.missing.${item}`)).join(', ') }),
      action: { label: t('history.updateProfile'), onClick: toAuth },
    });

  const open = (date: string) => {
    if (auth.status !== 'signedIn') {
      notify('error', { title: t('history.signInToView'), action: { label: t('history.signIn'), onClick: toAuth } });
      return;
    }
    if (me.data && !me.data.profileComplete) {
      refuseIncomplete(me.data.missing);
      return;
    }
    setOpenDate(date);
  };

  /** The server refused the details (403): read the profile again and say what it lacks. */
  const { refetch } = me;
  const refusedByServer = useCallback(
    () => void refetch().then(({ data }) => data && !data.profileComplete && refuseIncomplete(data.missing)),
    // refuseIncomplete only reads texts and the navigation, which the page does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [refetch],
  );
  const close = useCallback(() => setOpenDate(undefined), []);

  return { openDate, open, close, refusedByServer };
}
