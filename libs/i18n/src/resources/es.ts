import type { CommonTexts } from './en.js';

/** Spanish texts of the shared chrome (namespace `common`). */
export const es: CommonTexts = {
  brand: { first: 'Pick', second: 'Wise', homeLink: 'Inicio de PickWise' },
  skipToContent: 'Saltar al contenido principal',
  loading: 'Cargando…',
  nav: {
    label: 'Navegación principal',
    home: 'Inicio',
    generator: 'Generador',
    history: 'Historial',
    about: 'Acerca de',
    faqs: 'Preguntas frecuentes',
    games: 'Juegos',
    methods: 'Métodos',
    responsiblePlay: 'Juego responsable',
    contact: 'Contacto',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
  },
  languageToggle: { label: 'EN', flag: '🇬🇧', accessibleName: 'EN – View in English' },
  footer: {
    aboutHeading: 'Acerca de PickWise',
    aboutText:
      'PickWise es un generador educativo de números de lotería inspirado en cadenas de Markov, solo para entretenimiento. No vendemos boletos y no estamos afiliados a ninguna organización oficial de lotería.',
    quickLinks: 'Enlaces rápidos',
    home: 'Inicio',
    allGames: 'Todos los juegos',
    numberHistory: 'Historial de números',
    faqs: 'Preguntas frecuentes',
    responsiblePlay: 'Juego responsable',
    responsiblePlayText: 'La lotería es un juego de azar. Juega por diversión, fija un presupuesto y pide ayuda si deja de ser divertido.',
    responsibleGamingPage: 'Guía de juego responsable',
    opensInNewTab: '(se abre en una pestaña nueva)',
    copyright: '© 2025 PickWise. Todos los derechos reservados.',
  },
  help: {
    bannerLabel: 'Ayuda con el juego',
    bannerText: '¿El juego dejó de ser divertido? Ayuda gratuita y confidencial:',
    us: 'EE. UU.: 1-800-GAMBLER',
    uk: 'Reino Unido: BeGambleAware',
    europe: 'Europa: Gambling Therapy',
  },
  notFound: {
    documentTitle: 'Página no encontrada – PickWise',
    code: '404',
    title: '¡Ups! Página no encontrada',
    text: 'La página que buscas no existe o se ha movido.',
    returnHome: 'Volver al inicio',
  },
  routerError: {
    documentTitle: 'Error – PickWise',
    title: '¡Error inesperado de la aplicación!',
  },
  remoteError: {
    title: 'No se pudo cargar esta parte de PickWise',
    text: 'Puede ser un problema de conexión o una interrupción breve. Tus datos están a salvo; inténtalo de nuevo.',
    retry: 'Reintentar',
    details: 'Detalles técnicos',
  },
  notifications: 'Notificaciones',
  dismiss: 'Cerrar',
};
