import type { entryEn } from './en-entry.js';

/** Spanish texts of /generator, 'Elige tu generador' (namespace `publicSite`). */
export const entryEs: typeof entryEn = {
  entry: {
    title: 'Elige tu generador',
    pageTitle: 'Elige tu generador – PickWise',
    intro: 'Elige cómo se crean tus números. Después elige una lotería y obtén cinco combinaciones.',
    categories: {
      smart: { title: 'Generadores inteligentes', text: 'Basados en el historial de sorteos anteriores.' },
      personal: { title: 'Generadores personales', text: 'Basados en fechas, números y signos importantes para ti.' },
    },
    generate: 'Generar',
    generateWith: 'Generar con {{method}}',
    popularQuestions: 'Preguntas frecuentes',
    questions: [
      {
        question: '¿Qué método es el mejor?',
        answer:
          'Ninguno gana más: todas las combinaciones tienen exactamente las mismas probabilidades. Elige el método cuya forma de escoger números más te guste.',
      },
      {
        question: '¿Qué usan los generadores inteligentes?',
        answer:
          'Leen el historial real de sorteos de cada juego con sus reglas actuales: patrones por rangos, transiciones entre rangos y frecuencias de los números.',
      },
      {
        question: '¿Se guardan mis fechas y números?',
        answer:
          'Lo que escribes en los formularios y tus últimas 10 combinaciones generadas por juego se quedan solo en este navegador, para que puedas reutilizarlas o comprobarlas con sorteos pasados; si borras los datos del sitio, desaparecen. Nuestro servidor no guarda ninguno de tus números: solo registra el juego, el método y el tiempo de cada petición, nunca quién la hizo.',
      },
      {
        question: '¿Puedo copiar o compartir mis números?',
        answer:
          'Sí. Cada combinación tiene un botón Copiar y un botón Compartir que usa el menú para compartir de tu dispositivo si lo tiene.',
      },
    ],
    viewAllFaqs: 'Ver todas las preguntas',
    ctaHeading: '¿Ya sabes a qué juegas?',
    ctaText: 'Ve directamente a las loterías y empieza con cualquier método.',
    ctaButton: 'Ver todos los juegos',
  },
};
