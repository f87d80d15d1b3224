import type { PublicSiteTexts, en } from './en.js';
import { authEs } from './es-auth.js';
import { accountDataEs } from './es-account-data.js';
import { chooseEs } from './es-choose.js';
import { contactEs } from './es-contact.js';
import { contentEs } from './es-content.js';
import { entryEs } from './es-entry.js';
import { generatorEs } from './es-generator.js';
import { guidesEs } from './es-guides.js';
import { historyEs } from './es-history.js';
import { oddsEs } from './es-odds.js';
import { tablesEs } from './es-tables.js';
import { saveTicketEs } from './es-save-ticket.js';
import { ticketsEs } from './es-tickets.js';
import { alertsEs } from './es-alerts.js';
import { calendarLinkEs } from './es-calendar-link.js';
import { wheelsEs } from './es-wheels.js';
import { wheelResultEs } from './es-wheel-result.js';
import { widgetEs } from './es-widget.js';
import { poolsEs } from './es-pools.js';
import { poolLinkEs } from './es-pool-link.js';
import { scanTicketEs } from './es-scan-ticket.js';

/** Spanish of the texts en.ts holds: those of the home page. */
const homeEs: typeof en = {
  common: {
    generate: 'GENERAR',
    history: 'HISTORIAL',
    backToGames: 'Volver a los juegos',
    loadingJackpots: 'Cargando los últimos botes...',
    estimatedValue: 'Mostrando valor estimado',
    updatePending: 'Última actualización pendiente',
    estimatedJackpot: 'Bote estimado',
    nextDraw: 'Próximo sorteo',
    drawingNow: '¡Sorteo en curso!',
    // No-break spaces keep each figure with its unit.
    countdown: '{{days}}\u00a0d {{hours}}\u00a0h {{minutes}}\u00a0min',
    countdownLabel: 'Próximo sorteo en {{days}} días, {{hours}} horas y {{minutes}} minutos',
    jackpotSource: {
      estimated: 'Estimado',
      live: 'En directo',
      fallback: 'Último sorteo',
    },
    sameOdds:
      'Todas las combinaciones tienen las mismas probabilidades. Nuestros métodos cambian los números que obtienes, no tus posibilidades de ganar.',
    mainNumbers: 'Números principales',
  },
  home: {
    title: 'PickWise – Generador de números de lotería con IA',
    eyebrow: 'Gratis · 12 loterías · English & Español',
    headline: 'Generador de números de lotería con IA',
    subheadline:
      'Obtén cinco combinaciones para 12 loterías de EE. UU. y Europa, creadas con ocho métodos, desde el análisis de patrones del historial real de sorteos hasta tu cumpleaños.',
    primaryCta: 'Elige un juego',
    secondaryCta: 'Ver los métodos',
    gamesHeading: 'Elige tu lotería',
    gamesIntro: 'Cuenta atrás para el próximo sorteo y bote estimado de cada juego.',
    howItWorks: 'Cómo funciona',
    steps: {
      chooseGame: { title: 'Elige un juego', text: 'Escoge una de las 12 loterías de EE. UU. y Europa.' },
      pickMethod: { title: 'Elige un método', text: 'Ocho métodos, desde el análisis de patrones hasta tus números de la suerte.' },
      getNumbers: { title: 'Obtén tus números', text: 'Recibe cinco combinaciones a la vez y cópialas o compártelas.' },
    },
    readMore: 'Leer más →',
    pickYourMethod: 'Elige tu método',
    pickYourMethodIntro:
      'Cada método crea sus combinaciones de otra forma. Ninguno puede hacer que una combinación tenga más probabilidades de ganar.',
    viewAllMethods: 'Ver todos los métodos',
    tryMethod: 'Pruébalo con {{game}}',
    cardGenerator: 'Generador de números de {{game}}',
    cardHistory: 'Historial de sorteos',
    cardHistoryLabel: 'Historial de sorteos de {{game}}',
    closingHeading: '¿Listo para tus próximos números?',
    closingText: 'Es gratis y no necesitas registrarte.',
    getStartedFree: 'Empieza gratis',
    playResponsibly: 'Juega con responsabilidad. La lotería es un juego de azar: gasta solo lo que puedas permitirte perder.',
  },
  choose: {
    // The jackpot's source line, also on the home page's cards; the rest of `choose` is in es-choose.ts.
    source: 'Fuente: {{source}}',
  },
};

/**
 * Every Spanish text of the public-site screens (namespace `publicSite`), split by screen like the
 * English ones but fetched as one chunk, the first time a Spanish page shows this remote (texts.ts).
 */
export const es: PublicSiteTexts = {
  ...homeEs,
  ...entryEs,
  ...generatorEs,
  ...authEs,
  ...accountDataEs,
  ...historyEs,
  ...oddsEs,
  ...contactEs,
  ...guidesEs,
  ...contentEs,
  ...tablesEs,
  ...ticketsEs,
  ...saveTicketEs,
  ...alertsEs,
  ...calendarLinkEs,
  ...wheelsEs,
  ...wheelResultEs,
  ...widgetEs,
  ...poolsEs,
  ...poolLinkEs,
  ...scanTicketEs,
  common: { ...homeEs.common, ...generatorEs.common },
  choose: { ...homeEs.choose, ...chooseEs.choose },
};
