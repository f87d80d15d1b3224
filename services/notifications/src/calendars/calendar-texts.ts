import type { Language } from '@pickwise/contracts';

/**
 * What the calendar feeds say, in the feed's language (`?lang=` of the address). The feed's name and
 * description go out as ical-generator writes them, unescaped: they hold no comma or semicolon.
 */
export interface CalendarTexts {
  gameFeedName(gameName: string): string;
  gameFeedDescription(gameName: string): string;
  drawSummary(gameName: string): string;
  estimatedJackpot(jackpot: string): string;
  gamePageLink(url: string): string;
  userFeedName: string;
  userFeedDescription: string;
  userDrawSummary(gameName: string, tickets: number): string;
  userDrawDescription(tickets: number, lines: number): string;
  myTicketsLink(url: string): string;
}

const english: CalendarTexts = {
  gameFeedName: (game) => `${game} draws · PickWise`,
  gameFeedDescription: (game) => `Every ${game} draw at its local time (PickWise).`,
  drawSummary: (game) => `${game} draw`,
  estimatedJackpot: (jackpot) => `Estimated jackpot: ${jackpot}`,
  gamePageLink: (url) => `Numbers and odds: ${url}`,
  userFeedName: 'My draws · PickWise',
  userFeedDescription: 'The draws of the tickets saved in My tickets on PickWise.',
  userDrawSummary: (game, tickets) => `${game} draw: ${tickets} ${tickets === 1 ? 'ticket' : 'tickets'}`,
  userDrawDescription: (tickets, lines) => `${tickets} ${tickets === 1 ? 'ticket' : 'tickets'}, ${lines} ${lines === 1 ? 'line' : 'lines'} on this draw.`,
  myTicketsLink: (url) => `Results in My tickets: ${url}`,
};

const spanish: CalendarTexts = {
  gameFeedName: (game) => `Sorteos de ${game} · PickWise`,
  gameFeedDescription: (game) => `Cada sorteo de ${game} a su hora local (PickWise).`,
  drawSummary: (game) => `Sorteo de ${game}`,
  estimatedJackpot: (jackpot) => `Bote estimado: ${jackpot}`,
  gamePageLink: (url) => `Números y probabilidades: ${url}`,
  userFeedName: 'Mis sorteos · PickWise',
  userFeedDescription: 'Los sorteos de los boletos guardados en Mis boletos de PickWise.',
  userDrawSummary: (game, tickets) => `Sorteo de ${game}: ${tickets} ${tickets === 1 ? 'boleto' : 'boletos'}`,
  userDrawDescription: (tickets, lines) => `${tickets} ${tickets === 1 ? 'boleto' : 'boletos'}, ${lines} ${lines === 1 ? 'línea' : 'líneas'} en este sorteo.`,
  myTicketsLink: (url) => `Resultados en Mis boletos: ${url}`,
};

export const CALENDAR_TEXTS: Record<Language, CalendarTexts> = { en: english, es: spanish };
