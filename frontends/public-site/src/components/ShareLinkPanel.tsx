import { useId } from 'react';
import { Button, notify } from '@pickwise/ui';
import type { Game } from '@pickwise/lottery';
import { trackEvent } from '../analytics.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { ShareIcon } from './icons.js';

/** The link that reopens the five sets shown, anywhere and in either language, with a button to share or copy it. */
export function ShareLinkPanel({ game, url }: { game: Game; url: string }) {
  const { t } = usePublicSiteTexts();
  const inputId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('success', { title: t('generator.shareLink.copied') });
    } catch {
      notify('error', { title: t('generator.copyFailed') });
    }
  };

  const onShare = async () => {
    trackEvent({ name: 'share_link', params: { game_name: game.name } });
    if (typeof navigator.share !== 'function') return copy();
    try {
      await navigator.share({ title: t('generator.shareLink.title', { game: game.name }), url });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  };

  return (
    <div className="ps-share-link">
      <label htmlFor={inputId} className="pw-visually-hidden">
        {t('generator.shareLink.label')}
      </label>
      <input id={inputId} className="ps-input" readOnly value={url} onFocus={(event) => event.target.select()} data-testid="share-link" />
      <Button variant="secondary" size="small" onClick={() => void onShare()}>
        <ShareIcon /> {t('generator.shareLink.button')}
      </Button>
    </div>
  );
}
