import { notificationMailText, notificationText } from './notification-texts.js';

const results = { kind: 'results', game: 'powerball', facts: { drawDate: '2026-07-11' } } as const;
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

  it('keeps amounts off the lock screen for results and reminders', () => {
    for (const language of ['en', 'es'] as const) {
      for (const subject of [results, reminder]) {
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

  it('links the Spanish pages in a Spanish mail', () => {
    const mail = notificationMailText(notificationText(jackpot, 'es'), 'jackpot', 'es', site, 'TOKEN');
    expect(mail.subject).toBe('El bote de EuroMillions ha superado €100M');
    expect(mail.text).toContain(`Abre la página del juego: ${site}/es/games/euromillions/generate`);
    expect(mail.text).toContain('PickWise es gratuito y solo para entretenimiento.');
    expect(mail.text).toContain(`${site}/es/unsubscribe?token=TOKEN`);
  });
});
