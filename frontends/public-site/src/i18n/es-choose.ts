import type { chooseEn } from './en-choose.js';

/** Spanish texts only the /choose-lottery screen uses (namespace `publicSite`); `choose.source` is in es.ts. */
export const chooseEs: typeof chooseEn = {
  choose: {
    title: 'Elige tu lotería',
    pageTitle: 'Elige tu lotería – PickWise',
    description: 'Elige una de 12 loterías de EE. UU. y Europa, mira su bote y su próximo sorteo y obtén combinaciones sugeridas gratis. Todas las combinaciones tienen las mismas probabilidades.',
    intro: 'Selecciona el juego para el que quieres números.',
    introWithMethod: 'Selecciona el juego para el que quieres números con {{method}}.',
  },
};
