import { describe, expect, it } from '@jest/globals';
import type { DrawRecord } from '@pickwise/contracts';
import { deviceTicketView } from './device-results.js';
import type { DeviceTicket } from './device-tickets.js';

const draw = (draw_date: string, main: number[], special: number[]): DrawRecord => ({
  game: 'powerball',
  draw_date,
  main,
  special,
  bonus: [],
  jackpot: null,
  jackpot_currency: null,
  source: 'test',
});

const ticket: DeviceTicket = {
  clientId: '3f6c1e1e-0b8a-4d5e-9a3c-6c1f0b9d2e11',
  game: 'powerball',
  lines: [
    { main: [1, 2, 3, 4, 5], special: [6] },
    { main: [10, 20, 30, 40, 50], special: [26] },
  ],
  firstDrawDate: '2026-11-16',
  draws: 4,
  pricePerLine: 2,
  label: null,
  createdAt: '2026-11-15T10:00:00.000Z',
};

// Powerball draws on Monday, Wednesday and Saturday: 16, 18, 21 and 23 November 2026.
const stored = [draw('2026-11-18', [1, 2, 3, 11, 12], [6]), draw('2026-11-16', [10, 20, 30, 40, 50], [26]), draw('2026-11-14', [1, 2, 3, 4, 5], [6])];

describe('a device ticket’s results', () => {
  const view = deviceTicketView(ticket, stored);

  it('cover the stored draws from the first date, then the scheduled dates, newest first and pending where not drawn', () => {
    expect([...new Set(view.results.map((result) => result.draw))]).toEqual(['2026-11-23', '2026-11-21', '2026-11-18', '2026-11-16']);
    expect(view.results.filter((result) => result.status === 'pending').map((result) => result.draw)).toEqual(['2026-11-23', '2026-11-23', '2026-11-21', '2026-11-21']);
    expect(view.status).toBe('active');
    expect(view.nextDrawDate).toBe('2026-11-21');
    expect(view.lastDrawDate).toBe('2026-11-23');
    expect(view.drawsChecked).toBe(2);
  });

  it('judge each checked line by the prize table of its date: matched numbers, tier and prize', () => {
    const on = (date: string, line: number) => view.results.find((result) => result.draw === date && result.line === line)!;
    expect(on('2026-11-16', 1)).toMatchObject({ status: 'checked', main: [10, 20, 30, 40, 50], special: [26], tier: '5+1', prize: { kind: 'jackpot' } });
    expect(on('2026-11-16', 0)).toMatchObject({ status: 'checked', main: [], special: [], tier: null, prize: null });
    expect(on('2026-11-18', 0)).toMatchObject({ main: [1, 2, 3], special: [6], tier: '3+1', prize: { kind: 'fixed', amount: 100 } });
    expect(view.won).toBe(100);
    expect(view.winsWithoutAmount).toBe(1);
    expect(view.cost).toBe(16);
  });

  it("carry each checked draw's status as /api/draws lists it, and count those not confirmed; none without a status (older services)", () => {
    const listed = [{ ...stored[0]!, status: 'provisional' as const }, { ...stored[1]!, status: 'verified' as const }, stored[2]!];
    const withStatus = deviceTicketView(ticket, listed);
    const statusOn = (date: string) => new Set(withStatus.results.filter((result) => result.draw === date).map((result) => result.drawStatus));
    expect(statusOn('2026-11-18')).toEqual(new Set(['provisional']));
    expect(statusOn('2026-11-16')).toEqual(new Set(['verified']));
    expect(statusOn('2026-11-21')).toEqual(new Set([undefined]));
    expect(withStatus.drawsUnverified).toBe(1);
    expect(view.drawsUnverified).toBe(0);
    expect(view.results.some((result) => 'drawStatus' in result)).toBe(false);
  });

  it('is past once every covered draw is stored', () => {
    const done = deviceTicketView({ ...ticket, draws: 2 }, stored);
    expect(done.status).toBe('past');
    expect(done.nextDrawDate).toBeNull();
  });
});
