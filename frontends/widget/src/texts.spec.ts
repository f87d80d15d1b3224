import { describe, expect, it } from '@jest/globals';
import { countdownText, drawDateText, drawTimeText, millisecondsToNextMinute, widgetLanguage } from './texts.js';

const minutes = (count: number) => count * 60_000;

describe('countdownText', () => {
  it.each([
    [minutes(2 * 1440 + 4 * 60 + 12), '2 days and 4 hours', '2 días y 4 horas'],
    [minutes(1440 + 60), '1 day and 1 hour', '1 día y 1 hora'],
    [minutes(1440), '1 day and 0 hours', '1 día y 0 horas'],
    [minutes(3 * 60 + 1), '3 hours and 1 minute', '3 horas y 1 minuto'],
    [minutes(59) + 59_000, '59 minutes', '59 minutos'],
    [minutes(1), '1 minute', '1 minuto'],
    [59_999, 'less than a minute', 'menos de un minuto'],
    [0, 'Drawing now', 'Sorteo en curso'],
    [-minutes(5), 'Drawing now', 'Sorteo en curso'],
  ])('%d ms left: "%s" / "%s"', (left, english, spanish) => {
    expect(countdownText(left, 'en')).toBe(english);
    expect(countdownText(left, 'es')).toBe(spanish);
  });
});

describe('millisecondsToNextMinute', () => {
  it('waits until the whole minute left changes, so the text changes once a minute', () => {
    expect(millisecondsToNextMinute(minutes(5) + 12_345)).toBe(12_345);
    expect(millisecondsToNextMinute(minutes(5))).toBe(minutes(1));
    expect(millisecondsToNextMinute(30_000)).toBe(30_000);
  });

  it('stops once the draw time has passed', () => {
    expect(millisecondsToNextMinute(0)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('widgetLanguage', () => {
  it('takes the first candidate it speaks, by its primary subtag, else English', () => {
    expect(widgetLanguage('es')).toBe('es');
    expect(widgetLanguage('ES-mx')).toBe('es');
    expect(widgetLanguage(null, 'es-419')).toBe('es');
    expect(widgetLanguage('fr', 'es')).toBe('es');
    expect(widgetLanguage('fr', undefined)).toBe('en');
    expect(widgetLanguage()).toBe('en');
  });
});

describe('draw dates and times', () => {
  it('writes a draw date in each language, the same day whatever the reader’s zone', () => {
    expect(drawDateText('2026-12-02', 'en')).toBe('Wed, Dec 2, 2026');
    expect(drawDateText('2026-12-02', 'es')).toMatch(/^mié, 2 dic 2026$/);
  });

  it('writes the next draw time in the zone it is given', () => {
    expect(drawTimeText('2026-12-06T03:59:00Z', 'en', 'America/New_York')).toBe('Sat, Dec 5, 10:59 PM');
    expect(drawTimeText('2026-12-06T03:59:00Z', 'es', 'America/New_York')).toMatch(/^sáb, 5 dic, 22:59$/);
  });

  it('shows what it was given when it is no date', () => {
    expect(drawDateText('soon', 'en')).toBe('soon');
  });
});
