/** The 'Save as ticket' link of the generator's sets and the ticket checker: it ships with those screens. */
export const saveTicketEn = {
  saveTicket: {
    link: 'Save as ticket',
    setLabel: 'Save as ticket: set {{n}}',
  },
};
