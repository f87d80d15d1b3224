import type { calendarLinkEn } from './en-calendar-link.js';

/** Spanish of the links to the calendars and to Alerts (namespace `publicSite`). */
export const calendarLinkEs: typeof calendarLinkEn = {
  calendarLink: {
    game: 'Añadir los sorteos de {{game}} a mi calendario',
    mine: 'Los sorteos de mis boletos en mi calendario',
    alerts: 'Alertas: resultados, botes, recordatorios',
    pools: 'Peñas: jugar en grupo',
    poolsPrompt: '¿Juegas con tu familia, amigos o compañeros?',
    poolsLink: 'Crea una peña o únete a una',
  },
};
