import { Button } from '@pickwise/ui';
import type { Game } from '@pickwise/lottery';
import type { ReadLine } from '@pickwise/ticket-reader';
import { scanTicketEn } from '../i18n/en-scan-ticket.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';
import { ScanTicket } from './ScanTicket.js';

addScreenTexts(scanTicketEn);

/**
 * The ticket checker's 'Scan a ticket': a photo of a ticket of the checker's game
 * read on the device; each line read can be put in the checker's inputs, where the player checks and
 * corrects its numbers before pressing Check.
 */
export function ScanIntoChecker({ game, onLine, onClose }: { game: Game; onLine: (line: ReadLine) => void; onClose: () => void }) {
  const { t } = usePublicSiteTexts();
  return (
    <ScanTicket
      game={game.id}
      headingLevel={3}
      onClose={onClose}
      renderActions={(ticket) => (
        <ul className="ps-scan__actions">
          {ticket.lines.map((line, index) => (
            <li key={index}>
              <Button variant="secondary" size="small" onClick={() => onLine(line)}>
                {t('scanTicket.checkLine', { label: line.label })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    />
  );
}
