import { useState } from 'react';
import { useCalendarFeed, useCalendarFeedChange, type CalendarFeedCreated } from '@pickwise/api-client/notifications';
import { GAMES, dateTimeFormat, languageLocale } from '@pickwise/lottery';
import { Button, Spinner } from '@pickwise/ui';
import { siteOrigin } from '../components/site-origin.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { calendarAddress, gameCalendarPath } from './calendar-links.js';

type Said = 'copied' | 'copyFailed' | 'turnedOff' | 'failed' | undefined;

/**
 * "Draws in your calendar" (`#calendar`, linked from My tickets): the player's own feed, whose
 * private address is shown once, when it is made (made again, the old one stops working; turned
 * off, it is gone), and every game's public feed.
 */
export function CalendarSection() {
  const { t, language } = usePublicSiteTexts();
  const feed = useCalendarFeed();
  const change = useCalendarFeedChange();
  const [made, setMade] = useState<CalendarFeedCreated>();
  const [said, setSaid] = useState<Said>();
  const address = made ? calendarAddress(siteOrigin(), made.path, language) : undefined;

  const act = (action: 'create' | 'revoke') => {
    setSaid(undefined);
    change.mutate(action, {
      onSuccess: (created) => {
        setMade(created);
        if (action === 'revoke') setSaid('turnedOff');
      },
      onError: () => setSaid('failed'),
    });
  };

  const copy = (text: string) =>
    void navigator.clipboard.writeText(text).then(
      () => setSaid('copied'),
      () => setSaid('copyFailed'),
    );

  const createdOn = (iso: string) => dateTimeFormat(languageLocale(language), { dateStyle: 'long' }).format(new Date(iso));

  const mine = () => {
    if (feed.isError) return <p role="alert">{t('alerts.calendar.failed')}</p>;
    if (!feed.data) return <Spinner label={t('alerts.loading')} />;
    return (
      <>
        {address ? (
          <div className="ps-alerts__address" data-testid="calendar-address">
            <p>
              <strong>{t('alerts.calendar.made')}</strong>
            </p>
            <a href={address.subscribe} className="ps-link">
              {t('alerts.calendar.subscribe')}
            </a>
            <div className="ps-field">
              <label htmlFor="calendar-address">{t('alerts.calendar.addressLabel')}</label>
              <div className="ps-field__row">
                <input id="calendar-address" className="ps-input" readOnly value={address.web} onFocus={(event) => event.target.select()} />
                <Button variant="secondary" size="small" onClick={() => copy(address.web)}>
                  {t('alerts.calendar.copy')}
                </Button>
              </div>
            </div>
          </div>
        ) : (
          <p>{feed.data.active && feed.data.createdAt ? t('alerts.calendar.active', { date: createdOn(feed.data.createdAt) }) : t('alerts.calendar.inactive')}</p>
        )}
        <div className="ps-alerts__actions">
          <Button variant={feed.data.active ? 'secondary' : 'primary'} onClick={() => act('create')} disabled={change.isPending} aria-describedby={feed.data.active ? 'calendar-replace-hint' : undefined}>
            {change.isPending ? t('alerts.calendar.creating') : feed.data.active ? t('alerts.calendar.replace') : t('alerts.calendar.create')}
          </Button>
          {feed.data.active && (
            <Button variant="ghost" onClick={() => act('revoke')} disabled={change.isPending}>
              {t('alerts.calendar.turnOff')}
            </Button>
          )}
        </div>
        {feed.data.active && (
          <p className="ps-field__hint" id="calendar-replace-hint">
            {t('alerts.calendar.replaceHint')}
          </p>
        )}
      </>
    );
  };

  return (
    <section id="calendar" tabIndex={-1} className="ps-panel ps-alerts__part ps-alerts__calendar" aria-labelledby="alerts-calendar-heading">
      <h2 id="alerts-calendar-heading">{t('alerts.calendar.heading')}</h2>
      <p>{t('alerts.calendar.intro')}</p>
      <h3>{t('alerts.calendar.mine')}</h3>
      <p>{t('alerts.calendar.mineIntro')}</p>
      {mine()}
      <div role="status" aria-live="polite" data-testid="calendar-status">
        {(said === 'copied' || said === 'turnedOff') && <p>{t(`alerts.calendar.${said}`)}</p>}
      </div>
      {(said === 'copyFailed' || said === 'failed') && (
        <p className="ps-account-form__error" role="alert">
          {t(`alerts.calendar.${said}`)}
        </p>
      )}
      <h3>{t('alerts.calendar.games')}</h3>
      <p>{t('alerts.calendar.gamesIntro')}</p>
      <ul className="ps-alerts__feeds">
        {GAMES.map((game) => (
          <li key={game.id}>
            <a href={calendarAddress(siteOrigin(), gameCalendarPath(game.id), language).subscribe} className="ps-link">
              {t('alerts.calendar.gameLink', { game: game.name })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
