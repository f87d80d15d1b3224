import type { ReadTicket } from '@pickwise/ticket-reader';
import { scoreTicket } from './accuracy.ts';

const printed = [
  { main: [5, 12, 23, 34, 45], special: [6] },
  { main: [1, 2, 3, 4, 5], special: [7] },
];
const numbers = (values: (number | null)[], unsure: (number | null)[] = []) => values.map((value) => ({ value, unsure: unsure.includes(value) }));
const ticket = (lines: ReadTicket['lines'], game: ReadTicket['game'] = 'powerball'): ReadTicket => ({ game, lines, firstDrawDate: null, drawDates: null, draws: 1, problems: [] });

describe('scoreTicket', () => {
  it('counts a ticket read exactly', () => {
    const read = ticket(printed.map((line) => ({ label: 'A', main: numbers(line.main), special: numbers(line.special), problems: [] })));
    expect(scoreTicket('powerball', printed, read)).toEqual({ exact: true, lines: 2, exactLines: 2, numbers: 12, wrongUnmarked: 0 });
  });

  it('counts a wrong number marked unsure as a line not exact but no silent error, and an unmarked one as a silent error', () => {
    const marked = ticket([
      { label: 'A', main: numbers([5, 12, 28, 34, 45], [28]), special: numbers([6]), problems: ['unsure'] },
      { label: 'B', main: numbers([1, 2, 3, 4, 6]), special: numbers([7]), problems: [] },
    ]);
    expect(scoreTicket('powerball', printed, marked)).toEqual({ exact: false, lines: 2, exactLines: 0, numbers: 12, wrongUnmarked: 1 });
  });

  it('counts an extra line’s unmarked numbers as silent errors, and a missed line as not exact', () => {
    const extra = ticket([...printed, { main: [9, 10, 11, 12, 13], special: [1] }].map((line) => ({ label: 'A', main: numbers(line.main), special: numbers(line.special), problems: [] })));
    expect(scoreTicket('powerball', printed, extra)).toMatchObject({ exact: false, exactLines: 2, wrongUnmarked: 6 });
    const missed = ticket([{ label: 'A', main: numbers(printed[0]!.main), special: numbers(printed[0]!.special), problems: [] }]);
    expect(scoreTicket('powerball', printed, missed)).toMatchObject({ exact: false, exactLines: 1, wrongUnmarked: 0 });
  });

  it('counts a failure as nothing read, and another game’s unmarked numbers as silent errors', () => {
    expect(scoreTicket('powerball', printed, { failure: 'no-ticket' })).toEqual({ exact: false, lines: 2, exactLines: 0, numbers: 12, wrongUnmarked: 0 });
    const other = ticket([{ label: 'A', main: numbers([5, 12, 23, 34, 45]), special: numbers([6]), problems: [] }], 'mega-millions');
    expect(scoreTicket('powerball', printed, other).wrongUnmarked).toBe(6);
  });
});
