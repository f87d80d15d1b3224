import type { DrawVerificationStatus, ListedDrawSource } from '@pickwise/api-client';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { formatInstant } from './draw-display.js';
import { STATUS_SYMBOLS, sourceNames } from './verification-format.js';

/**
 * A draw's status as a word (the colour and symbol only repeat it), followed for screen readers by
 * what the status means.
 */
export function DrawStatusBadge({ status }: { status: DrawVerificationStatus }) {
  const { t } = usePublicSiteTexts();
  return (
    <span className={`ps-draw-status ps-draw-status--${status}`} data-testid="draw-status" data-status={status}>
      <span aria-hidden="true" className="ps-draw-status__symbol">
        {STATUS_SYMBOLS[status]}
      </span>
      {t(`verification.status.${status}`)}
      <span className="pw-visually-hidden">: {t(`verification.statusExplained.${status}`)}</span>
    </span>
  );
}

/** A history row's provenance: its status, the sources that reported it and when it was first seen, in the reader's language and time zone. */
export function DrawProvenance({ status, sources, firstSeenAt }: { status: DrawVerificationStatus; sources: readonly ListedDrawSource[]; firstSeenAt: string }) {
  const { t, language } = usePublicSiteTexts();
  return (
    <span className="ps-draw-provenance" data-testid="draw-provenance">
      <DrawStatusBadge status={status} />
      {sources.length > 0 && (
        <span className="ps-draw-provenance__line" data-testid="draw-sources">
          {t('verification.sources', { names: sourceNames(sources.map((source) => source.provider), language) })}
        </span>
      )}
      <span className="ps-draw-provenance__line" data-testid="draw-first-seen">
        {t('verification.firstSeen', { time: formatInstant(firstSeenAt, language) })}
      </span>
    </span>
  );
}
