import { describe, expect, it } from '@jest/globals';
import type { WheelLine, WheelRequest } from '@pickwise/lottery';
import { TICKET_MAX_LINES } from '@pickwise/contracts/limits';
import { wheelCsv, wheelCsvFileName } from './wheel-csv.js';
import { wheelLinesText } from './wheel-lines-text.js';
import { wheelTicketChunks } from './wheel-tickets.js';

const euroLines: WheelLine[] = [
  { main: [1, 2, 3, 4, 5], special: [3, 9] },
  { main: [1, 6, 7, 8, 9], special: [4, 10] },
  { main: [2, 6, 10, 11, 12], special: [3, 9] },
];

/** n distinct lines of six numbers: line i is i..i+5. */
const lottoLines = (count: number): WheelLine[] => Array.from({ length: count }, (_unused, i) => ({ main: [1, 2, 3, 4, 5, 6].map((n) => n + i), special: [] }));

describe('wheel CSV', () => {
  it('writes a header, then one row per line with its number, main and special numbers in their own columns', () => {
    expect(wheelCsv(euroLines)).toBe(
      'line,main_1,main_2,main_3,main_4,main_5,special_1,special_2\r\n' + '1,1,2,3,4,5,3,9\r\n' + '2,1,6,7,8,9,4,10\r\n' + '3,2,6,10,11,12,3,9\r\n',
    );
  });

  it('has no special columns for a game without special numbers', () => {
    const rows = wheelCsv(lottoLines(2)).split('\r\n');
    expect(rows).toEqual(['line,main_1,main_2,main_3,main_4,main_5,main_6', '1,1,2,3,4,5,6', '2,2,3,4,5,6,7', '']);
  });

  it('names the file after the game, the count of chosen numbers and the guarantee', () => {
    const request: WheelRequest = { game: 'euromillions', numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], keys: [], t: 3, m: 4, specials: { kind: 'fixed', numbers: [3, 9] }, seed: '1' };
    expect(wheelCsvFileName({ request })).toBe('pickwise-wheel-euromillions-12-3if4.csv');
  });
});

describe('wheel lines as text', () => {
  it('numbers the lines and puts the special numbers after a plus', () => {
    expect(wheelLinesText(euroLines)).toBe('1: 1 2 3 4 5 + 3 9\n2: 1 6 7 8 9 + 4 10\n3: 2 6 10 11 12 + 3 9');
  });

  it('leaves the plus out when a line has no special number', () => {
    expect(wheelLinesText(lottoLines(2))).toBe('1: 1 2 3 4 5 6\n2: 2 3 4 5 6 7');
  });
});

describe('wheel lines as tickets', () => {
  it('cuts the lines into tickets of at most TICKET_MAX_LINES lines, in order and none lost', () => {
    const lines = lottoLines(2 * TICKET_MAX_LINES + 5);
    const chunks = wheelTicketChunks(lines);
    expect(chunks.map((chunk) => chunk.length)).toEqual([TICKET_MAX_LINES, TICKET_MAX_LINES, 5]);
    expect(chunks.flat()).toEqual(lines);
  });

  it('makes one ticket of a wheel that fits in one, and one of exactly TICKET_MAX_LINES lines', () => {
    expect(wheelTicketChunks(euroLines)).toEqual([euroLines]);
    expect(wheelTicketChunks(lottoLines(TICKET_MAX_LINES))).toHaveLength(1);
    expect(wheelTicketChunks([])).toEqual([]);
  });

  it('copies the lines, so a saved ticket never shares arrays with the shown wheel', () => {
    const [chunk] = wheelTicketChunks(euroLines);
    expect(chunk![0]!.main).not.toBe(euroLines[0]!.main);
  });
});
