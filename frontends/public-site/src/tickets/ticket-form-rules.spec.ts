import { describe, expect, it } from '@jest/globals';
import { ticketCreateSchema } from '@pickwise/contracts';
import { findGame } from '@pickwise/lottery';
import { draftBody, draftProblems, refusedDraftProblems, type TicketDraft } from './ticket-form-rules.js';

const powerball = findGame('powerball')!;
const draft = (change: Partial<TicketDraft> = {}): TicketDraft => ({
  lines: [{ main: [23, 4, 15, 42, 8], special: [10] }],
  firstDrawDate: '2026-11-28',
  draws: '3',
  pricePerLine: '',
  label: '',
  ...change,
});

describe('ticket form rules', () => {
  it('accept a whole line and send what the contract accepts, numbers ascending and the price left to the server', () => {
    expect(draftProblems(powerball, draft())).toEqual({});
    const body = draftBody(powerball, draft({ label: '  Office pool ' }), '3f6c1e1e-0b8a-4d5e-9a3c-6c1f0b9d2e11');
    expect(body).toEqual({
      game: 'powerball',
      lines: [{ main: [4, 8, 15, 23, 42], special: [10] }],
      firstDrawDate: '2026-11-28',
      draws: 3,
      label: 'Office pool',
      clientId: '3f6c1e1e-0b8a-4d5e-9a3c-6c1f0b9d2e11',
    });
    expect(ticketCreateSchema.safeParse(body).success).toBe(true);
  });

  it('name each line whose count is not the game’s on the first draw date', () => {
    const problems = draftProblems(powerball, draft({ lines: [{ main: [1, 2, 3, 4, 5], special: [1] }, { main: [1, 2, 3, 4], special: [] }] }));
    expect(Object.keys(problems).sort()).toEqual(['lines.1.main', 'lines.1.special']);
    expect(problems['lines.1.main']).toEqual({ key: 'tickets.errors.mainCount', values: { line: 2, picked: 4, count: 5, game: 'Powerball' } });
  });

  it('refuse what the contract refuses: no line, dates before the rules, draws, prices and labels out of bounds', () => {
    const refused = (change: Partial<TicketDraft>) => Object.keys(draftProblems(powerball, draft(change)));
    expect(refused({ lines: [] })).toEqual(['lines']);
    expect(refused({ firstDrawDate: '1980-01-01' })).toEqual(['firstDrawDate']);
    expect(refused({ firstDrawDate: '2026-02-30' })).toEqual(['firstDrawDate']);
    expect(refused({ draws: '0' })).toEqual(['draws']);
    expect(refused({ draws: '157' })).toEqual(['draws']);
    expect(refused({ draws: '2.5' })).toEqual(['draws']);
    expect(refused({ pricePerLine: '2.505' })).toEqual(['pricePerLine']);
    expect(refused({ pricePerLine: '1000.01' })).toEqual(['pricePerLine']);
    expect(refused({ pricePerLine: '-1' })).toEqual(['pricePerLine']);
    expect(refused({ label: 'x'.repeat(61) })).toEqual(['label']);
    // Every draft refused here, the contract refuses too.
    for (const change of [{ draws: '157' }, { firstDrawDate: '1980-01-01' }, { label: 'x'.repeat(61) }]) {
      expect(ticketCreateSchema.safeParse({ ...draftBody(powerball, draft()), ...draftBody(powerball, draft(change)) }).success).toBe(false);
    }
  });

  it('read a decimal comma as a point', () => {
    expect(draftProblems(powerball, draft({ pricePerLine: '2,50' }))).toEqual({});
    expect(draftBody(powerball, draft({ pricePerLine: '2,50' })).pricePerLine).toBe(2.5);
  });

  it('put a 400’s issues on the fields they name, in the page’s language, and the rest on the form', () => {
    expect(
      refusedDraftProblems([
        { path: ['ticket', 'lines', 0, 'main'], code: 'custom' },
        { path: ['draws'], code: 'too_big' },
        { path: ['clientId'], code: 'invalid_format' },
      ]),
    ).toEqual({
      'lines.0.main': { key: 'tickets.errors.refused' },
      draws: { key: 'tickets.errors.refused' },
      form: { key: 'tickets.form.refused' },
    });
    expect(refusedDraftProblems([])).toEqual({ form: { key: 'tickets.form.refused' } });
  });
});
