import { useEffect, useRef } from 'react';
import { useProfile } from '@pickwise/api-client';
import { useUpdateProfileLanguage } from '@pickwise/api-client/notifications';
import { usePublicSiteTexts } from '../i18n/texts.js';

/**
 * A signed-in player's mails and notifications are written in the language they use the site in:
 * when the page's language differs from the profile's (GET /api/profile `language`, null until
 * first set), it is sent once (PUT /api/profile/language); a failure is not sent again for the
 * same language on this page, so a server that refuses it is not asked on every render. Rendered
 * by the public site's App for a signed-in player; shows nothing.
 */
export default function ProfileLanguageSync() {
  const { language } = usePublicSiteTexts();
  const profile = useProfile();
  const update = useUpdateProfileLanguage();
  const sent = useRef<string>(undefined);
  const profileLanguage = profile.data?.language;

  useEffect(() => {
    if (profileLanguage === undefined || profileLanguage === language || sent.current === language) return;
    sent.current = language;
    update.mutate(language);
    // Once per language that differs: the mutation's identity changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profileLanguage, language]);

  return null;
}
