/** The links to the draw calendars, to Alerts and to Pools from a game's generator, My tickets and the account: they ship with those screens. */
export const calendarLinkEn = {
  calendarLink: {
    game: 'Add {{game}} draws to my calendar',
    mine: 'The draws of my tickets in my calendar',
    alerts: 'Alerts: results, jackpots, reminders',
    pools: 'Pools: play with a group',
    poolsPrompt: 'Playing with family, friends or colleagues?',
    poolsLink: 'Start a pool or join one',
  },
};
