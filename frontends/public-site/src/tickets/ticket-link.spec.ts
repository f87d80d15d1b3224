import { describe, expect, it } from '@jest/globals';
import { saveTicketPath, startOfAddLink } from './ticket-link.js';

const searchOf = (path: string) => new URL(path, 'https://pickwise.test').searchParams;

describe('the Save as ticket link', () => {
  it('carries the game and the line to the form', () => {
    const path = saveTicketPath('euromillions', [3, 17, 22, 38, 49], [2, 11]);
    expect(path).toBe('/tickets?add=euromillions&main=3%2C17%2C22%2C38%2C49&special=2%2C11');
    expect(startOfAddLink(searchOf(path))).toEqual({ game: 'euromillions', lines: [{ main: [3, 17, 22, 38, 49], special: [2, 11] }] });
  });

  it('opens an empty form for no game or an unknown one, and leaves out what is not a number', () => {
    expect(startOfAddLink(searchOf('/tickets?add='))).toEqual({ game: undefined, lines: [] });
    expect(startOfAddLink(searchOf('/tickets?add=nope&main=1,2'))).toEqual({ game: undefined, lines: [] });
    expect(startOfAddLink(searchOf('/tickets?add=lotto-6aus49&main=1,x,1,300,7'))).toEqual({ game: 'lotto-6aus49', lines: [{ main: [1, 7], special: [] }] });
  });
});
