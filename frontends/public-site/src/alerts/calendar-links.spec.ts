import { describe, expect, it } from '@jest/globals';
import { calendarAddress, gameCalendarPath } from './calendar-links.js';

describe('calendarAddress', () => {
  it('gives a game feed in the page language, as an address to copy and as a webcal subscription', () => {
    expect(calendarAddress('https://pickwise.example', gameCalendarPath('powerball'), 'en')).toEqual({
      web: 'https://pickwise.example/api/calendars/powerball.ics',
      subscribe: 'webcal://pickwise.example/api/calendars/powerball.ics',
    });
    expect(calendarAddress('http://127.0.0.1:8080', gameCalendarPath('euromillions'), 'es')).toEqual({
      web: 'http://127.0.0.1:8080/api/calendars/euromillions.ics?lang=es',
      subscribe: 'webcal://127.0.0.1:8080/api/calendars/euromillions.ics?lang=es',
    });
  });

  it('keeps the private feed path the API answered whole', () => {
    const path = '/api/calendars/me/AbC-_0123456789abcdefghijklmnopqrstuvwxyzABCD.ics';
    expect(calendarAddress('https://pickwise.example', path, 'es').subscribe).toBe(`webcal://pickwise.example${path}?lang=es`);
  });
});
