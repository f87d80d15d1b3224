import { notificationMailText, notificationText } from './notification-texts.js';

const results = { kind: 'results', game: 'powerball', facts: { drawDate: '2026-07-11' } } as const;
const corrected = {
  kind: 'results',
  game: 'eurojackpot',
  facts: { drawDate: '2026-07-10', correction: { id: 'c0rrect1on', numbers: { main: [4, 17, 23, 38, 49], special: [3, 12], bonus: [] } } },
} as const;
const jackpot = { kind: 'jackpot', game: 'euromillions', facts: { amount: 123_000_000, threshold: 100_000_000, currency: 'EUR', drawDate: '2026-07-14' } } as const;
// Saturday 2026-07-11 22:59 in New York.
const reminder = { kind: 'reminder', game: 'powerball', facts: { drawDate: '2026-07-11', drawAt: '2026-07-12T02:59:00.000Z' } } as const;

describe('notificationText', () => {
  it('announces results without a word of what was won, opening My tickets in the reader’s language', () => {
    expect(notificationText(results, 'en')).toEqual({
      title: 'Powerball results are in',
      body: 'Your saved tickets have been checked against the July 11 draw. Open My tickets to see how they did.',
      path: '/tickets',
      tag: 'results-powerball-2026-07-11',
    });
    expect(notificationText(results, 'es')).toMatchObject({ title: 'Ya están los resultados de Powerball', body: expect.stringContaining('11 de julio'), path: '/es/tickets' });
  });

  it('names the amounts in a jackpot alert, which the player asked for, and opens the game', () => {
    expect(notificationText(jackpot, 'en')).toEqual({
      title: 'EuroMillions jackpot passed €100M',
      body: "The next draw's jackpot is €123M.",
      path: '/games/euromillions/generate',
      tag: 'jackpot-euromillions',
    });
    expect(notificationText(jackpot, 'es')).toMatchObject({ title: 'El bote de EuroMillions ha superado €100M', path: '/es/games/euromillions/generate' });
  });

  it("says how long until the draw, then its weekday and time in the game's own time zone", () => {
    const twoHoursBefore = new Date('2026-07-12T00:59:00.000Z');
    expect(notificationText(reminder, 'en', twoHoursBefore)).toMatchObject({
      title: 'Powerball draws soon',
      body: expect.stringMatching(/^The draw is in 2 hours, on Saturday at 10:59\sPM EDT\.$/),
      tag: 'reminder-powerball-2026-07-11',
    });
    expect(notificationText(reminder, 'es', twoHoursBefore).body).toMatch(/^El sorteo es dentro de 2 horas, el sábado a las 22:59 /);
  });

  it('counts minutes within the last hour, hours to the half hour before it, and says now once the draw is due', () => {
    const bodyAt = (at: string, language: 'en' | 'es' = 'en') => notificationText(reminder, language, new Date(at)).body;
    expect(bodyAt('2026-07-12T02:14:00.000Z')).toMatch(/^The draw is in 45 minutes, /);
    expect(bodyAt('2026-07-12T02:14:00.000Z', 'es')).toMatch(/^El sorteo es dentro de 45 minutos, /);
    expect(bodyAt('2026-07-12T01:29:00.000Z')).toMatch(/^The draw is in 1.5 hours, /);
    expect(bodyAt('2026-07-12T02:59:30.000Z')).toMatch(/^The draw is now, /);
    expect(bodyAt('2026-07-12T02:59:30.000Z', 'es')).toMatch(/^El sorteo es ahora, /);
  });

  it("says that a draw's correction changed the player's results, with the numbers drawn since, replacing the draw's first message", () => {
    expect(notificationText(corrected, 'en')).toEqual({
      title: 'EuroJackpot result corrected',
      body: 'The July 10 draw was corrected after your saved tickets were checked against it, and your results changed. The numbers drawn are now 4 17 23 38 49 + 3 12. Open My tickets to see them.',
      path: '/tickets',
      tag: 'results-eurojackpot-2026-07-10',
    });
    expect(notificationText(corrected, 'es')).toEqual({
      title: 'Resultado corregido de EuroJackpot',
      body: 'El sorteo del 10 de julio se corrigió después de comprobar tus boletos guardados, y tus resultados han cambiado. Los números del sorteo son ahora 4 17 23 38 49 + 3 12. Abre Mis boletos para verlos.',
      path: '/es/tickets',
      tag: 'results-eurojackpot-2026-07-10',
    });
  });

  it('names a corrected bonus number, and says no numbers when the draws service gave none', () => {
    const withBonus = { ...corrected, game: 'uk-lotto', facts: { drawDate: '2026-07-11', correction: { id: 'x', numbers: { main: [1, 2, 3, 4, 5, 6], special: [], bonus: [7] } } } } as const;
    expect(notificationText(withBonus, 'en').body).toContain('now 1 2 3 4 5 6 (bonus 7).');
    expect(notificationText(withBonus, 'es').body).toContain('ahora 1 2 3 4 5 6 (número adicional 7).');
    const withoutNumbers = { ...corrected, facts: { drawDate: '2026-07-10', correction: { id: 'x' } } } as const;
    expect(notificationText(withoutNumbers, 'en').body).toBe('The July 10 draw was corrected after your saved tickets were checked against it, and your results changed. Open My tickets to see them.');
    expect(notificationText(withoutNumbers, 'es').body).not.toContain('números del sorteo');
  });

  it('keeps amounts off the lock screen for results, corrections and reminders', () => {
    for (const language of ['en', 'es'] as const) {
      for (const subject of [results, corrected, reminder]) {
        const { title, body } = notificationText(subject, language);
        expect(`${title} ${body}`).not.toMatch(/[$€£]/);
      }
    }
  });
});

describe('notificationMailText', () => {
  const site = 'https://pickwise.example';

  it('writes the push text with its link, the entertainment note and the links to change or stop the mails', () => {
    const mail = notificationMailText(notificationText(results, 'en'), 'results', 'en', site, 'TOKEN');
    expect(mail.subject).toBe('Powerball results are in');
    expect(mail.text).toContain(`Open My tickets: ${site}/tickets`);
    expect(mail.text).toContain('PickWise is free and for entertainment only.');
    expect(mail.text).toContain(`${site}/alerts`);
    expect(mail.text).toContain(`Stop all e-mail alerts: ${site}/unsubscribe?token=TOKEN`);
  });

  it("gives a correction's mail the link to My tickets and the same unsubscribe links", () => {
    const mail = notificationMailText(notificationText(corrected, 'es'), 'results', 'es', site, 'TOKEN');
    expect(mail.subject).toBe('Resultado corregido de EuroJackpot');
    expect(mail.text).toContain(`Abre Mis boletos: ${site}/es/tickets`);
    expect(mail.text).toContain(`Deja de recibir todos los avisos por correo: ${site}/es/unsubscribe?token=TOKEN`);
  });

  it('links the Spanish pages in a Spanish mail', () => {
    const mail = notificationMailText(notificationText(jackpot, 'es'), 'jackpot', 'es', site, 'TOKEN');
    expect(mail.subject).toBe('El bote de EuroMillions ha superado €100M');
    expect(mail.text).toContain(`Abre la página del juego: ${site}/es/games/euromillions/generate`);
    expect(mail.text).toContain('PickWise es gratuito y solo para entretenimiento.');
    expect(mail.text).toContain(`${site}/es/unsubscribe?token=TOKEN`);
  });
});
