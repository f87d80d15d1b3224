// How a read ticket compares with what is printed on it, the measures of issue 37 item 5: tickets
// whose every line was read exactly, lines read exactly, and the numbers read wrong that the reader
// did not mark unsure (the ones a player could save without noticing).
import type { GameId } from '@pickwise/lottery';
import type { PhotoReadFailure, ReadTicket } from '@pickwise/ticket-reader';

export interface PrintedLine {
  main: number[];
  special: number[];
}

export interface TicketScore {
  /** Right game, as many lines as printed, each read exactly. */
  exact: boolean;
  lines: number;
  exactLines: number;
  numbers: number;
  /** Numbers read as another value (or an extra line's numbers) without being marked unsure. */
  wrongUnmarked: number;
}

const sameValues = (read: { value: number | null }[], printed: number[]) => read.length === printed.length && read.every((number, index) => number.value === printed[index]);

/** The score of one photo: the read ticket (or why none was) against the printed lines of `game`. */
export function scoreTicket(game: GameId, printed: readonly PrintedLine[], read: ReadTicket | PhotoReadFailure): TicketScore {
  const numbers = printed.reduce((sum, line) => sum + line.main.length + line.special.length, 0);
  if ('failure' in read || read.game !== game) {
    // Another game's lines are all wrong; a failure shows nothing to save.
    const wrong = 'failure' in read ? 0 : read.lines.reduce((sum, line) => sum + [...line.main, ...line.special].filter((number) => !number.unsure).length, 0);
    return { exact: false, lines: printed.length, exactLines: 0, numbers, wrongUnmarked: wrong };
  }
  let exactLines = 0;
  let wrongUnmarked = 0;
  read.lines.forEach((line, index) => {
    const expected = printed[index];
    if (!expected) {
      wrongUnmarked += [...line.main, ...line.special].filter((number) => !number.unsure).length;
      return;
    }
    if (sameValues(line.main, expected.main) && sameValues(line.special, expected.special)) exactLines++;
    // Number by number in printed order: a value other than the printed one, not marked, is a silent error.
    const pairs: [{ value: number | null; unsure: boolean }, number | undefined][] = [
      ...line.main.map((number, position) => [number, expected.main[position]] as [typeof number, number | undefined]),
      ...line.special.map((number, position) => [number, expected.special[position]] as [typeof number, number | undefined]),
    ];
    for (const [number, value] of pairs) if (!number.unsure && number.value !== value) wrongUnmarked++;
  });
  return { exact: exactLines === printed.length && read.lines.length === printed.length, lines: printed.length, exactLines, numbers, wrongUnmarked };
}
