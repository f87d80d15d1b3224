// What a game's terminal prints on a paper ticket, line by line, for the labelled image set: the
// heading, the draw date or dates, the number of draws, the play lines with their labels and
// special markers, La Primitiva's Reintegro or 6aus49's Losnummer, and the footer. The layout's
// facts (labels, markers, date style, the ticket-wide number) are libs/ticket-reader's.
import { format, parseISO } from 'date-fns';
import { de, es } from 'date-fns/locale';
import type { GameId } from '@pickwise/lottery';
import { ticketLayout, type DateStyle } from '@pickwise/ticket-reader';

export interface PrintedTicket {
  game: GameId;
  lines: { main: number[]; special: number[] }[];
  drawDates: string[];
  /** La Primitiva's Reintegro, 6aus49's Superzahl (the Losnummer's last digit). */
  ticketSpecial?: number;
  /** The Losnummer or the terminal's serial printed at the foot. */
  serial: string;
  price: string;
}

/** The heading as printed (the layouts keep titles compacted for matching). */
const HEADINGS: Record<GameId, string[]> = {
  powerball: ['POWERBALL'],
  'mega-millions': ['MEGA MILLIONS'],
  'florida-lotto': ['FLORIDA LOTTO'],
  'california-lottery': ['SUPERLOTTO PLUS'],
  'new-york-lottery': ['NEW YORK LOTTO'],
  'texas-lottery': ['LOTTO TEXAS'],
  euromillions: ['THE NATIONAL LOTTERY', 'EUROMILLIONS'],
  eurojackpot: ['EUROJACKPOT'],
  'uk-lotto': ['THE NATIONAL LOTTERY', 'LOTTO'],
  superenalotto: ['SUPERENALOTTO'],
  'la-primitiva': ['LA PRIMITIVA'],
  'lotto-6aus49': ['LOTTO 6aus49'],
};

const two = (value: number) => String(value).padStart(2, '0');

function printedDate(date: string, style: DateStyle): string {
  const day = parseISO(date);
  switch (style) {
    case 'us':
      return format(day, 'EEE MMMdd yy').toUpperCase();
    case 'uk':
      return format(day, 'EEE dd MMM yyyy').toUpperCase();
    case 'de':
      return format(day, 'EEEEEE dd.MM.yy', { locale: de });
    case 'es':
      return format(day, 'EEE dd MMM yyyy', { locale: es }).toUpperCase().replace(/\./g, '');
    case 'it':
      return format(day, 'dd/MM/yyyy');
  }
}

/** The ticket's text, one string per printed line. */
export function ticketText(ticket: PrintedTicket): string[] {
  const layout = ticketLayout(ticket.game);
  const first = ticket.drawDates[0]!;
  const last = ticket.drawDates.at(-1)!;
  const dates =
    layout.dateStyle === 'us' && ticket.drawDates.length > 1
      ? [`${printedDate(first, 'us')} THRU`, printedDate(last, 'us')]
      : layout.dateStyle === 'de'
        ? [`Ziehung ${printedDate(first, 'de')}`]
        : layout.dateStyle === 'it'
          ? [`CONCORSO ${printedDate(first, 'it')}`]
          : [printedDate(first, layout.dateStyle)];
  const draws = ticket.drawDates.length > 1 ? [`${layout.drawsWords[0]}: ${ticket.drawDates.length}`] : [];
  const label = (index: number) => (layout.lineLabels === 'letters' ? `${String.fromCharCode(65 + index)}.` : layout.game === 'la-primitiva' ? `${index + 1}.-` : `${index + 1}:`);
  // The layout's first marker is the one its terminal prints.
  const marker = layout.specialMarkers[0];
  const lines = ticket.lines.map((line, index) => {
    const main = line.main.map(two).join(' ');
    const special = layout.ticketSpecial || line.special.length === 0 ? '' : ` ${marker} ${line.special.map(two).join(' ')}`;
    return `${label(index)} ${main}${special}${layout.lineLabels === 'letters' ? ' QP' : ''}`;
  });
  const wide =
    ticket.game === 'la-primitiva' ? [`REINTEGRO: ${ticket.ticketSpecial}`] : ticket.game === 'lotto-6aus49' ? [`Losnummer ${ticket.serial}`] : [];
  return [...HEADINGS[ticket.game], ...dates, ...draws, '', ...lines, ...wide, '', ticket.price, ticket.game === 'lotto-6aus49' ? '' : `${ticket.serial}`];
}
