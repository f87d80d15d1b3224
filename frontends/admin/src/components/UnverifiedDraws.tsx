import { useTranslation } from 'react-i18next';
import type { AdminGameHealth } from '@pickwise/api-client';
import { UNVERIFIED_AFTER_MINUTES } from '@pickwise/contracts';
import { useLanguage } from '@pickwise/i18n';
import { Badge, Icon } from '@pickwise/ui';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { COMPARED_FIELDS, differingFields, formatDrawDate, formatJackpot, numbersNotKept, type UnverifiedDraw, type UnverifiedDrawSource } from '../format/draw-sources.js';
import { formatDateTime } from '../format/numbers.js';

/**
 * A Game Health card's draws not verified (issue 39): disputed, or provisional an hour after first
 * seen. A disclosure opens each draw's sources side by side (a column per source, the first-ranked
 * first), every value that contradicts the first-ranked source's said in words, not by colour alone.
 */
export function UnverifiedDraws({ game }: { game: AdminGameHealth }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { unverifiedDraws: draws, unverifiedCount: count } = game;
  if (draws === null || count === null) {
    return (
      <p className="admin-unverified" data-field="unverified">
        {t('gameHealth.unverified.unknown')}
      </p>
    );
  }
  if (count === 0) {
    return (
      <p className="admin-unverified" data-field="unverified" data-value="0">
        {t('gameHealth.unverified.none')}
      </p>
    );
  }
  return (
    <details className="admin-unverified admin-unverified--open" data-field="unverified" data-value={count}>
      <summary>
        <Icon name="warning" /> {t('gameHealth.unverified.count', { count })}
      </summary>
      {draws.length < count ? <p>{t('gameHealth.unverified.oldestShown', { shown: draws.length, count })}</p> : null}
      {draws.map((draw, index) => (
        <UnverifiedDrawSources key={`${draw.drawDate}-${index}`} draw={draw} currency={draw.jackpotCurrency ?? game.currency} headingId={`unverified-${game.game}-${index}`} />
      ))}
    </details>
  );
}

function UnverifiedDrawSources({ draw, currency, headingId }: { draw: UnverifiedDraw; currency: string; headingId: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguage();
  const date = formatDrawDate(draw.drawDate, language);
  const [kept] = draw.sources ?? [];
  return (
    <section className="admin-unverified__draw" aria-labelledby={headingId} data-draw-date={draw.drawDate} data-status={draw.status}>
      <h4 id={headingId} className="admin-unverified__heading">
        {t('gameHealth.unverified.drawHeading', { date })}{' '}
        <Badge tone={draw.status === 'disputed' ? 'danger' : 'neutral'} data-field="drawStatus">
          {t(`gameHealth.unverified.status.${draw.status}`)}
        </Badge>
      </h4>
      <p data-field="reason">{t(`gameHealth.unverified.reason.${draw.reason}`, { minutes: UNVERIFIED_AFTER_MINUTES })}</p>
      <p data-field="firstSeen">
        {t('gameHealth.unverified.firstSeen')}: <time dateTime={draw.firstSeenAt}>{formatDateTime(draw.firstSeenAt, language)}</time>
      </p>
      {draw.sources === null || !kept ? (
        <p data-field="sources">{t('gameHealth.unverified.sourcesUnknown')}</p>
      ) : (
        // Wider than the card on a phone: keyboard users must be able to focus it to scroll.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region is focusable on purpose
        <div className="admin-unverified__scroll" role="region" aria-labelledby={`${headingId}-caption`} tabIndex={0}>
          <table className="admin-unverified__sources" data-field="sources">
            <caption id={`${headingId}-caption`} className="pw-visually-hidden">{t('gameHealth.unverified.sourcesCaption', { date })}</caption>
            <thead>
              <tr>
                <td />
                {draw.sources.map((source, index) => (
                  <th key={source.provider} scope="col" data-provider={source.provider}>
                    {source.provider}
                    {index === 0 && draw.sources!.length > 1 ? <span className="admin-unverified__kept"> {t('gameHealth.unverified.kept')}</span> : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('gameHealth.unverified.fetchedAt')}</th>
                {draw.sources.map((source) => (
                  <td key={source.provider}>
                    <time dateTime={source.fetchedAt}>{formatDateTime(source.fetchedAt, language)}</time>
                  </td>
                ))}
              </tr>
              {COMPARED_FIELDS.map((field) => (
                <tr key={field} data-row={field}>
                  <th scope="row">{t(`gameHealth.unverified.field.${field}`)}</th>
                  {draw.sources!.map((source, index) => (
                    <SourceValue key={source.provider} field={field} source={source} kept={kept} isKept={index === 0} currency={currency} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function SourceValue({ field, source, kept, isKept, currency }: { field: (typeof COMPARED_FIELDS)[number]; source: UnverifiedDrawSource; kept: UnverifiedDrawSource; isKept: boolean; currency: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguage();
  const differs = !isKept && differingFields(kept, source).includes(field);
  const notGiven = <span className="admin-unverified__missing">{t('gameHealth.unverified.notGiven')}</span>;
  let value;
  if (field === 'jackpot') {
    value = source.jackpot === null ? notGiven : formatJackpot(source.jackpot, currency, language);
  } else if (source[field].length === 0) {
    value = notGiven;
  } else {
    const marked = differs ? numbersNotKept(kept[field], source[field]) : [];
    value = source[field].map((number, index) => (
      <span key={index}>
        {index > 0 ? ' ' : null}
        {marked.includes(number) ? <mark>{number}</mark> : number}
      </span>
    ));
  }
  return (
    <td data-differs={differs ? 'true' : undefined}>
      {value}
      {differs ? (
        <>
          {' '}
          <strong className="admin-unverified__differs">{t('gameHealth.unverified.differs', { provider: kept.provider })}</strong>
        </>
      ) : null}
    </td>
  );
}
