import { Button, notify } from '@pickwise/ui';
import type { Game } from '@pickwise/lottery';
import { trackEvent } from '../analytics.js';
import type { DisplayedSet } from '../generation/displayed-set.js';
import { formatSet } from '../generation/format-set.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { AddToPoolSlot } from '../pools/AddToPoolSlot.js';
import { SaveAsTicketLink } from '../tickets/SaveAsTicketLink.js';
import { CopyIcon, ShareIcon } from './icons.js';
import { NumberBalls } from './NumberBalls.js';
import { PopularityMeter } from './PopularityMeter.js';
import { SetMeta } from './SetMeta.js';

interface ResultSetProps {
  game: Game;
  set: DisplayedSet;
  position: number;
  /** The link that reopens this list of sets (issue 11), shared with the numbers. */
  shareUrl?: string;
  /** The id of the page's note on what the jackpot-sharing risk means. */
  popularityNoteId: string;
}

/** One generated set: its balls, what the method says about it, its jackpot-sharing risk, and copy and share buttons. */
export function ResultSet({ game, set, position, shareUrl, popularityNoteId }: ResultSetProps) {
  const { t } = usePublicSiteTexts();
  const text = formatSet(set.mainNumbers, set.specialNumbers);

  const copy = async (content = text) => {
    try {
      await navigator.clipboard.writeText(content);
      notify('success', { title: t('generator.copied') });
    } catch {
      notify('error', { title: t('generator.copyFailed') });
    }
  };

  const onCopy = async () => {
    trackEvent({ name: 'copy_set', params: { game_name: game.name, numbers: text } });
    await copy();
  };

  // Native share where the device has it, else the same as Copy (docs/product-spec.md §8).
  const onShare = async () => {
    trackEvent({ name: 'share_set', params: { game_name: game.name, numbers: text } });
    const withLink = shareUrl ? `${text}\n${shareUrl}` : text;
    if (typeof navigator.share !== 'function') {
      await copy(withLink);
      return;
    }
    try {
      await navigator.share({ title: t('generator.shareTitle', { game: game.name }), text, ...(shareUrl ? { url: shareUrl } : {}) });
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to the clipboard.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy(withLink);
    }
  };

  return (
    <li className="ps-result" data-testid="result-set">
      <div className="ps-result__row">
        <div className="ps-result__numbers">
          <span className="ps-result__label">
            {t('generator.setLabel', { n: position })}
            {set.isLocalFallback && <span className="ps-tag-local">{t('generator.localPick')}</span>}
          </span>
          <NumberBalls game={game} main={set.mainNumbers} special={set.specialNumbers} />
          <SetMeta meta={set.meta} />
          <PopularityMeter meta={set.meta} noteId={popularityNoteId} />
        </div>
        <div className="ps-result__actions">
          <Button variant="secondary" size="small" onClick={() => void onCopy()} aria-label={t('generator.copySet', { n: position })}>
            <CopyIcon /> {t('generator.copy')}
          </Button>
          <Button variant="ghost" size="small" onClick={() => void onShare()} aria-label={t('generator.shareSet', { n: position })}>
            <ShareIcon /> {t('generator.share')}
          </Button>
          <SaveAsTicketLink game={game.id} main={set.mainNumbers} special={set.specialNumbers} label={t('saveTicket.setLabel', { n: position })} />
          <AddToPoolSlot kind="lines" game={game.id} lines={[{ main: set.mainNumbers, special: set.specialNumbers }]} origin="generated" position={position} />
        </div>
      </div>
    </li>
  );
}
