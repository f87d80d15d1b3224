import { Link } from 'react-router';
import type { GameId } from '@pickwise/lottery';
import { buttonClassName } from '@pickwise/ui';
import { saveTicketEn } from '../i18n/en-save-ticket.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';
import { saveTicketPath } from './ticket-link.js';

addScreenTexts(saveTicketEn);

/** 'Save as ticket': opens My tickets' form filled in with the line. `label` names it where the page has several (it starts with the visible text). */
export function SaveAsTicketLink({ game, main, special, label }: { game: GameId; main: readonly number[]; special: readonly number[]; label?: string }) {
  const { t, link } = usePublicSiteTexts();
  return (
    <Link to={link(saveTicketPath(game, main, special))} className={buttonClassName('secondary', 'small')} aria-label={label}>
      {t('saveTicket.link')}
    </Link>
  );
}
