import { dateTimeFormat, numberFormat } from './intl-formats.js';

describe('cached Intl formats', () => {
  it('gives the same format for the same locale and options, another for other options', () => {
    expect(numberFormat('es', { maximumFractionDigits: 1 })).toBe(numberFormat('es', { maximumFractionDigits: 1 }));
    expect(numberFormat('es', { maximumFractionDigits: 1 })).not.toBe(numberFormat('es', { maximumFractionDigits: 2 }));
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(dateTimeFormat('es-ES', { dateStyle: 'medium', timeZone: 'UTC' }));
  });

  it('formats as a new Intl format of the same locale and options does', () => {
    expect(numberFormat('es', { maximumSignificantDigits: 3, useGrouping: false }).format(42.345)).toBe('42,3');
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 24))).toBe('Nov 24, 2026');
  });
});
