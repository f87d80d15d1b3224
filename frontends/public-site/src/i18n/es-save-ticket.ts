import type { saveTicketEn } from './en-save-ticket.js';

/** Spanish of the 'Save as ticket' link (namespace `publicSite`). */
export const saveTicketEs: typeof saveTicketEn = {
  saveTicket: {
    link: 'Guardar como boleto',
    setLabel: 'Guardar como boleto: combinación {{n}}',
  },
};
