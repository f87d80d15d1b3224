import { useId } from 'react';
import { Button, notify } from '@pickwise/ui';
import type { Game } from '@pickwise/lottery';
import { trackEvent } from '../analytics.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { ShareIcon } from './icons.js';
import './share-link.css';

/** What the panel says about the thing its link reopens; the generator's sets unless another screen names its own. */
export interface ShareLinkTexts {
  label: string;
  button: string;
  title: string;
  copied: string;
  copyFailed: string;
}

/** The link that reopens what is shown (the generator's five sets, a wheel), anywhere and in either language, with a button to share or copy it. */
export function ShareLinkPanel({ game, url, texts }: { game: Game; url: string; texts?: ShareLinkTexts }) {
  const { t } = usePublicSiteTexts();
  const inputId = useId();
  const said = texts ?? {
    label: t('generator.shareLink.label'),
    button: t('generator.shareLink.button'),
    title: t('generator.shareLink.title', { game: game.name }),
    copied: t('generator.shareLink.copied'),
    copyFailed: t('generator.copyFailed'),
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('success', { title: said.copied });
    } catch {
      notify('error', { title: said.copyFailed });
    }
  };

  const onShare = async () => {
    trackEvent({ name: 'share_link', params: { game_name: game.name } });
    if (typeof navigator.share !== 'function') return copy();
    try {
      await navigator.share({ title: said.title, url });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  };

  return (
    <div className="ps-share-link">
      <label htmlFor={inputId} className="pw-visually-hidden">
        {said.label}
      </label>
      <input id={inputId} className="ps-input" readOnly value={url} onFocus={(event) => event.target.select()} data-testid="share-link" />
      <Button variant="secondary" size="small" onClick={() => void onShare()}>
        <ShareIcon /> {said.button}
      </Button>
    </div>
  );
}
