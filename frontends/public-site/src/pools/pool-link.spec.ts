import { describe, expect, it } from '@jest/globals';
import { TICKET_MAX_LINES } from '@pickwise/contracts/limits';
import { addToPoolPath, decodeLines, encodeLines, moveToPoolPath, poolLinkParts, poolTicketChunks, startOfPoolLink } from './pool-link.js';

const searchOf = (path: string) => new URL(path, 'https://pickwise.test').searchParams;
const TICKET = '0b7a6d0e-3c1f-4f0a-9a55-5d2e8f1b2c3d';

describe('the Add to a pool links', () => {
  it('writes lines compactly and reads them back', () => {
    const lines = [
      { main: [1, 2, 3, 4, 5], special: [6] },
      { main: [7, 8, 9, 10, 11], special: [12] },
      { main: [3, 17, 22, 38, 49, 5], special: [] },
      { main: [3, 17, 22, 38, 49], special: [2, 11] },
    ];
    const text = encodeLines(lines);
    expect(text).toBe('1-2-3-4-5.6_7-8-9-10-11.12_3-17-22-38-49-5_3-17-22-38-49.2-11');
    expect(decodeLines(text)).toEqual(lines);
    // A URL carries the separators as they are.
    expect(new URLSearchParams({ lines: text }).toString()).toBe(`lines=${text}`);
  });

  it('leaves out a part that is not a line, and numbers said twice', () => {
    expect(decodeLines('1-2-x.3_4-5.6.7_.8_9-9-10.1_100-2_')).toEqual([{ main: [9, 10], special: [1] }]);
    expect(decodeLines('')).toEqual([]);
    expect(decodeLines(null)).toEqual([]);
  });

  it('carries a generated set as Save as ticket does, with its origin', () => {
    const path = addToPoolPath('euromillions', [{ main: [3, 17, 22, 38, 49], special: [2, 11] }], 'generated');
    expect(path).toBe('/pools?add=euromillions&main=3%2C17%2C22%2C38%2C49&special=2%2C11&origin=generated');
    expect(startOfPoolLink(searchOf(path))).toEqual({ kind: 'lines', game: 'euromillions', lines: [{ main: [3, 17, 22, 38, 49], special: [2, 11] }], origin: 'generated' });
  });

  it('carries a wheel’s lines in one parameter', () => {
    const lines = [
      { main: [1, 2, 3, 4, 5], special: [6] },
      { main: [7, 8, 9, 10, 11], special: [12] },
    ];
    const path = addToPoolPath('powerball', lines, 'wheel');
    expect(path).toBe('/pools?add=powerball&lines=1-2-3-4-5.6_7-8-9-10-11.12&origin=wheel');
    expect(startOfPoolLink(searchOf(path))).toEqual({ kind: 'lines', game: 'powerball', lines, origin: 'wheel' });
  });

  it('reads an unknown game as none, an unknown origin as typed lines, and no query as no chooser', () => {
    expect(startOfPoolLink(searchOf('/pools'))).toBeUndefined();
    expect(startOfPoolLink(searchOf('/pools?add=nope&main=1,2'))).toEqual({ kind: 'lines', game: undefined, lines: [], origin: 'grid' });
    expect(startOfPoolLink(searchOf('/pools?add=lotto-6aus49&main=1,x,1,300,7&origin=evil'))).toEqual({ kind: 'lines', game: 'lotto-6aus49', lines: [{ main: [1, 7], special: [] }], origin: 'grid' });
  });

  it('moves a saved ticket by its id', () => {
    expect(moveToPoolPath(TICKET)).toBe(`/pools?from=${TICKET}`);
    expect(startOfPoolLink(searchOf(moveToPoolPath(TICKET)))).toEqual({ kind: 'move', ticketId: TICKET });
    expect(startOfPoolLink(searchOf('/pools?from=../tickets'))).toEqual({ kind: 'move', ticketId: undefined });
  });

  it('splits lines into tickets of at most TICKET_MAX_LINES lines', () => {
    const lines = Array.from({ length: 45 }, (_unused, index) => index);
    expect(poolTicketChunks(lines).map((chunk) => chunk.length)).toEqual([TICKET_MAX_LINES, TICKET_MAX_LINES, 45 - 2 * TICKET_MAX_LINES]);
    expect(poolTicketChunks([])).toEqual([]);
  });

  it('splits a wheel too long for one link into links of whole tickets', () => {
    const line = { main: [10, 20, 30, 40, 50], special: [5] };
    const lines = Array.from({ length: 50 }, () => line);
    expect(poolLinkParts(lines).map(({ from, to }) => [from, to])).toEqual([[1, 50]]);
    // 17 characters a line: 20 lines make 359 with their separators, so 800 characters hold two tickets.
    const parts = poolLinkParts(lines, 800);
    expect(parts.map(({ from, to }) => [from, to])).toEqual([
      [1, 40],
      [41, 50],
    ]);
    for (const part of parts) expect(encodeLines(part.lines).length).toBeLessThanOrEqual(800);
    expect(poolLinkParts([])).toEqual([]);
  });
});
