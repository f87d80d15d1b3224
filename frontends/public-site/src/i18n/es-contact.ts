import type { contactEn } from './en-contact.js';

/** Spanish texts of the contact screen (namespace `publicSite`). */
export const contactEs: typeof contactEn = {
  contact: {
    pageTitle: 'Contacto – PickWise',
    heading: 'Contacto',
    intro: '¿Preguntas, ideas o un error en nuestros datos? Escribe al equipo de PickWise.',
    cardsLabel: 'Formas de contactarnos',
    emailCard: {
      title: 'Correo electrónico',
      text: 'Envíanos un mensaje con el formulario de abajo: llega directamente al buzón de nuestro equipo y respondemos a tu correo electrónico en un plazo de 24-48 horas.',
    },
    feedbackCard: {
      title: 'Comentarios',
      text: 'Cuéntanos qué juego o método te gustaría, un resultado de sorteo que parezca incorrecto o cualquier cosa que no te haya funcionado. Leemos todos los mensajes.',
    },
    formHeading: 'Envíanos un mensaje',
    notice:
      'Todos los campos son obligatorios. Nombre de hasta {{name}} caracteres, correo electrónico de hasta {{email}}, asunto de hasta {{subject}} y mensaje de hasta {{message}}. Usamos tu nombre y tu correo electrónico solo para responderte.',
    fields: {
      name: 'Nombre',
      email: 'Correo electrónico',
      subject: 'Asunto',
      message: 'Mensaje',
    },
    honeypot: 'Deja este campo vacío',
    remaining: 'Quedan {{count}} de {{max}} caracteres',
    send: 'Enviar mensaje',
    sending: 'Enviando…',
    fixErrors: 'Corrige los errores del formulario',
    received: '¡Gracias! Hemos recibido tu mensaje.',
    errors: {
      name: { required: 'El nombre es obligatorio', tooLong: 'El nombre debe tener menos de {{max}} caracteres' },
      email: { invalid: 'Correo electrónico no válido', tooLong: 'El correo electrónico debe tener menos de {{max}} caracteres' },
      subject: { required: 'El asunto es obligatorio', tooLong: 'El asunto debe tener menos de {{max}} caracteres' },
      message: { required: 'El mensaje es obligatorio', tooLong: 'El mensaje debe tener menos de {{max}} caracteres' },
    },
    refused: {
      validation: 'Tu mensaje no se ha enviado: algunos campos no se han aceptado. Revisa los campos marcados e inténtalo de nuevo.',
      rateLimited: 'Tu mensaje no se ha enviado: han llegado demasiados mensajes desde tu conexión en la última hora. Inténtalo de nuevo más tarde.',
      unavailable: 'Tu mensaje no se ha enviado: nuestro servicio de mensajes no responde en este momento. Inténtalo de nuevo en unos minutos.',
      failed: 'Tu mensaje no se ha enviado. Comprueba tu conexión e inténtalo de nuevo.',
    },
  },
};
