import type { Game } from '@pickwise/lottery';
import { useHydrated } from '@pickwise/ui';
import { siteOrigin } from '../components/site-origin.js';
import { calendarLinkEn } from '../i18n/en-calendar-link.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';
import { calendarAddress, gameCalendarPath } from './calendar-links.js';
import './game-calendar-link.css';

addScreenTexts(calendarLinkEn);

/**
 * A game's draws as a calendar subscription (webcal://…/api/calendars/<game>.ics, `?lang=es` in
 * Spanish). A prerendered page carries the https address, which the gateway writes with its
 * SITE_URL; once hydrated the link becomes webcal://, which a server render cannot write (the
 * gateway replaces only the https origin), so the first browser render matches the HTML.
 */
export function GameCalendarLink({ game }: { game: Game }) {
  const { t, language } = usePublicSiteTexts();
  const hydrated = useHydrated();
  const address = calendarAddress(siteOrigin(), gameCalendarPath(game.id), language);
  return (
    <p className="ps-calendar-link">
      <a href={hydrated ? address.subscribe : address.web} className="ps-link" data-testid="game-calendar-link">
        {t('calendarLink.game', { game: game.name })}
      </a>
    </p>
  );
}
