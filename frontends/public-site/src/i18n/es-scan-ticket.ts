import type { scanTicketEn } from './en-scan-ticket.js';

/** Spanish of 'Scan a ticket' (namespace `publicSite`). */
export const scanTicketEs: typeof scanTicketEn = {
  scanTicket: {
    prompt: '¿Compraste un boleto de papel? Lee sus líneas con una foto, en este dispositivo:',
    open: 'Escanear un boleto',
    heading: 'Escanear un boleto de papel',
    intro: 'Haz una foto del boleto entero desde arriba, o elige una de tus archivos. PickWise lee sus líneas en este dispositivo; tú las compruebas antes de guardar nada.',
    privacy: 'Tu foto nunca sale de este dispositivo: se lee aquí, no se envía a ninguna parte y se olvida al cerrar esta pantalla.',
    notValidation: 'Leer un boleto no es validarlo: solo el punto de venta o la aplicación oficial de la lotería pueden hacerlo.',
    choose: 'Hacer o elegir una foto',
    another: 'Probar con otra foto',
    close: 'Cerrar',
    photoAlt: 'Tu foto del boleto',
    steps: {
      engine: 'Iniciando el lector…',
      finding: 'Buscando el boleto en la foto…',
      reading: 'Leyendo los números…',
    },
    failures: {
      'no-ticket': 'No se encontró ningún boleto en esta foto. Hazla desde arriba, con el boleto entero sobre un fondo más oscuro.',
      'too-dark': 'Esta foto está demasiado oscura para leerla. Vuelve a hacerla con más luz.',
      'too-blurred': 'Esta foto está demasiado borrosa para leerla. Sujeta el móvil quieto y deja que enfoque el boleto.',
      'no-game': 'No se encontró en este boleto ningún juego de PickWise: puede ser un juego que no cubrimos, o no se pudo leer su nombre.',
      'no-lines': 'No se pudo leer ninguna línea de números. Haz la foto más cerca, nítida y sin reflejos.',
      'not-an-image': 'Este archivo no es una foto que PickWise pueda abrir.',
      crashed: 'El lector no pudo iniciarse en este dispositivo.',
    },
    read_one: '{{game}}: {{count}} línea leída',
    read_other: '{{game}}: {{count}} líneas leídas',
    dates: 'Sorteos: {{dates}}',
    noDate: 'No se pudo leer la fecha del sorteo: indícala en el paso siguiente.',
    unsure: 'puede estar mal leído',
    missing: 'un número que no se pudo leer',
    unsureNote: 'Los números marcados con ? pueden estar mal leídos, y ?? no se pudieron leer: compáralos con tu boleto y corrígelos en la cuadrícula.',
    checkLine: 'Poner la línea {{label}} en el comprobador',
    check: 'Comprobar en la cuadrícula y guardar',
  },
};
