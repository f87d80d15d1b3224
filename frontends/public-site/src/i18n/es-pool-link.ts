import type { poolLinkEn } from './en-pool-link.js';

/** Spanish of 'Añadir a una peña' and 'Mover a una peña' (namespace `publicSite`). */
export const poolLinkEs: typeof poolLinkEn = {
  poolLink: {
    add: 'Añadir a una peña',
    setLabel: 'Añadir a una peña: combinación {{n}}',
    part: 'Añadir las líneas {{from}}–{{to}} a una peña',
    wheelHint: 'Añade las líneas de la rueda a una peña que organizas, para el sorteo que elijas, en boletos de {{max}} líneas como máximo.',
    wheelParts: 'Esta rueda tiene demasiadas líneas para un solo enlace: añádelas por partes.',
    move: 'Mover a una peña',
    moveLabel: 'Mover {{name}} a una peña',
  },
};
