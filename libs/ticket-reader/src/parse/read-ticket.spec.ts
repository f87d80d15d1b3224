import { GAME_IDS, type GameId } from '@pickwise/lottery';
import { ocrPageFromText, type OcrPage } from '../ocr-page.js';
import { gameOfPage, readTicket, type ReadLine, type ReadTicket } from './read-ticket.js';

const today = '2026-12-07';

/** A ticket read, or the test fails with why it was not. */
function read(text: string | OcrPage, game?: GameId): ReadTicket {
  const page = typeof text === 'string' ? ocrPageFromText(text) : text;
  const result = readTicket(page, { today, ...(game ? { game } : {}) });
  if ('failure' in result) throw new Error(`not read: ${result.failure}`);
  return result;
}

const values = (line: ReadLine) => ({ main: line.main.map((number) => number.value), special: line.special.map((number) => number.value) });
const unsureOf = (line: ReadLine) => [...line.main, ...line.special].flatMap((number) => (number.unsure ? [number.value] : []));

/** One ticket per game as its terminal prints it (libs/ticket-reader/src/layouts), and what must be read from it. */
const TICKETS: Record<GameId, { text: string; lines: { main: number[]; special: number[] }[]; drawDates: string[] }> = {
  powerball: {
    text: `POWERBALL
      WED DEC09 26
      A. 05 12 23 34 45 PB 06 QP
      B. 01 19 27 44 69 PB 26 QP
      $4.00  TERMINAL 4821-03`,
    lines: [
      { main: [5, 12, 23, 34, 45], special: [6] },
      { main: [1, 19, 27, 44, 69], special: [26] },
    ],
    drawDates: ['2026-12-09'],
  },
  'mega-millions': {
    text: `MEGA MILLIONS
      TUE DEC08 26 THRU FRI DEC18 26
      4 DRAWS
      A. 03 19 27 45 70 MB 17 QP`,
    lines: [{ main: [3, 19, 27, 45, 70], special: [17] }],
    drawDates: ['2026-12-08', '2026-12-11', '2026-12-15', '2026-12-18'],
  },
  'florida-lotto': {
    text: `FLORIDA LOTTO
      SAT DEC12 26
      A. 02 13 19 27 38 53 QP`,
    lines: [{ main: [2, 13, 19, 27, 38, 53], special: [] }],
    drawDates: ['2026-12-12'],
  },
  'california-lottery': {
    text: `SUPERLOTTO PLUS
      WED DEC09 26
      A. 04 11 23 31 47 MEGA 27 QP`,
    lines: [{ main: [4, 11, 23, 31, 47], special: [27] }],
    drawDates: ['2026-12-09'],
  },
  'new-york-lottery': {
    text: `NEW YORK LOTTO
      SAT DEC12 26
      A. 05 12 23 34 45 59
      B. 07 08 09 10 11 12`,
    lines: [
      { main: [5, 12, 23, 34, 45, 59], special: [] },
      { main: [7, 8, 9, 10, 11, 12], special: [] },
    ],
    drawDates: ['2026-12-12'],
  },
  'texas-lottery': {
    text: `LOTTO TEXAS
      MON DEC07 26
      A. 01 06 12 33 41 54 QP`,
    lines: [{ main: [1, 6, 12, 33, 41, 54], special: [] }],
    drawDates: ['2026-12-07'],
  },
  euromillions: {
    text: `THE NATIONAL LOTTERY
      EUROMILLIONS
      TUE 08 DEC 2026
      A 05 12 23 34 50 LUCKY STARS 03 12`,
    lines: [{ main: [5, 12, 23, 34, 50], special: [3, 12] }],
    drawDates: ['2026-12-08'],
  },
  eurojackpot: {
    text: `EUROJACKPOT
      Ziehung Di 08.12.26
      1: 05 12 23 34 45 EZ 03 09
      2: 01 02 03 04 50 EZ 11 12`,
    lines: [
      { main: [5, 12, 23, 34, 45], special: [3, 9] },
      { main: [1, 2, 3, 4, 50], special: [11, 12] },
    ],
    drawDates: ['2026-12-08'],
  },
  'uk-lotto': {
    text: `THE NATIONAL LOTTERY
      LOTTO
      WED 09 DEC 2026
      DRAWS: 2
      A 05 12 23 34 45 59`,
    lines: [{ main: [5, 12, 23, 34, 45, 59], special: [] }],
    drawDates: ['2026-12-09', '2026-12-12'],
  },
  superenalotto: {
    text: `SUPERENALOTTO
      CONCORSO 08/12/2026
      1) 05 12 23 34 45 90`,
    lines: [{ main: [5, 12, 23, 34, 45, 90], special: [] }],
    drawDates: ['2026-12-08'],
  },
  'la-primitiva': {
    text: `LA PRIMITIVA
      JUE 10 DIC 2026
      1.- 05 12 23 34 45 49
      2.- 03 07 11 19 28 41
      REINTEGRO: 7`,
    lines: [
      { main: [5, 12, 23, 34, 45, 49], special: [7] },
      { main: [3, 7, 11, 19, 28, 41], special: [7] },
    ],
    drawDates: ['2026-12-10'],
  },
  'lotto-6aus49': {
    text: `LOTTO 6aus49
      Ziehung Mi 09.12.26
      Ziehungen: 2
      1: 05 12 23 34 45 49
      Losnummer 4820513`,
    lines: [{ main: [5, 12, 23, 34, 45, 49], special: [3] }],
    drawDates: ['2026-12-09', '2026-12-12'],
  },
};

describe('readTicket: every game as its terminal prints it', () => {
  it('has a ticket for every game', () => {
    expect(Object.keys(TICKETS).sort()).toEqual([...GAME_IDS].sort());
  });

  for (const game of GAME_IDS) {
    it(`${game}: the game, every line with its special numbers, the draw dates`, () => {
      const ticket = read(TICKETS[game].text);
      expect(ticket.game).toBe(game);
      expect(ticket.lines.map(values)).toEqual(TICKETS[game].lines);
      expect(ticket.lines.flatMap((line) => line.problems)).toEqual([]);
      expect(ticket.drawDates).toEqual(TICKETS[game].drawDates);
      expect(ticket.draws).toBe(TICKETS[game].drawDates.length);
      expect(ticket.problems).toEqual([]);
    });
  }
});

describe('readTicket: the usual misreadings', () => {
  it('reads O as 0, I and l as 1, S as 5 and B as 8, and marks each such number unsure', () => {
    const ticket = read(`POWERBALL
      WED DEC09 26
      A. O5 I2 23 3B 4S PB 2l`);
    expect(values(ticket.lines[0]!)).toEqual({ main: [5, 12, 23, 38, 45], special: [21] });
    expect(unsureOf(ticket.lines[0]!)).toEqual([5, 12, 38, 45, 21]);
    expect(ticket.lines[0]!.problems).toEqual(['unsure']);
  });

  it('knows a marker read with a digit (P8 for PB) and a label glued to the first number', () => {
    const ticket = read(`POWERBALL
      WED DEC09 26
      A.05 12 23 34 45 P8 06`);
    expect(values(ticket.lines[0]!)).toEqual({ main: [5, 12, 23, 34, 45], special: [6] });
    expect(unsureOf(ticket.lines[0]!)).toEqual([]);
  });

  it('splits two numbers the engine read as one word, and leaves a three-digit run unread and unsure', () => {
    const ticket = read(`MEGA MILLIONS
      FRI DEC11 26
      A. 0312 27 45 70 MB 17
      B. 03 127 45 70 MB 17`);
    expect(values(ticket.lines[0]!)).toEqual({ main: [3, 12, 27, 45, 70], special: [17] });
    expect(ticket.lines[1]!.main.map((number) => number.value)).toEqual([3, null, 45, 70]);
    expect(ticket.lines[1]!.problems).toEqual(expect.arrayContaining(['missing-main', 'unsure']));
  });

  it('marks a number out of the game’s range, a repeated number and one out of the printed order as unsure, never corrects them', () => {
    const ticket = read(`POWERBALL
      WED DEC09 26
      A. 05 12 23 34 95 PB 06
      B. 05 12 12 34 45 PB 06
      C. 05 12 83 34 45 PB 06`);
    expect(unsureOf(ticket.lines[0]!)).toEqual([95]);
    expect(ticket.lines[0]!.problems).toEqual(['out-of-range', 'unsure']);
    expect(unsureOf(ticket.lines[1]!)).toEqual([12, 12]);
    expect(ticket.lines[1]!.problems).toEqual(['repeated', 'unsure']);
    // 83 is out of range too; of 05 12 83 34 45 the ascending run keeps 05 12 34 45.
    expect(unsureOf(ticket.lines[2]!)).toEqual([83]);
  });

  it('marks every number of a word the engine was not sure of', () => {
    const page = ocrPageFromText(`EUROMILLIONS
      TUE 08 DEC 2026
      A 05 12 23 34 50 LS 03 12`);
    page.lines[2]!.words[3]!.confidence = 41;
    const ticket = read(page);
    expect(unsureOf(ticket.lines[0]!)).toEqual([23]);
  });

  it('tells the special numbers by their place when the marker was not read', () => {
    const ticket = read(`POWERBALL
      WED DEC09 26
      A. 05 12 23 34 45 ~~ 06`);
    expect(values(ticket.lines[0]!)).toEqual({ main: [5, 12, 23, 34, 45], special: [6] });
  });

  it('names a missing special number and a missing main number', () => {
    const ticket = read(`POWERBALL
      WED DEC09 26
      A. 05 12 23 34 PB 06
      B. 05 12 23 34 45`);
    expect(ticket.lines[0]!.problems).toEqual(['missing-main']);
    expect(ticket.lines[1]!.problems).toEqual(['missing-special']);
  });

  it('reads a date with a misread digit and says it is unsure; a month one letter off is still that month', () => {
    const ticket = read(`POWERBALL
      WED DEC O9 26
      A. 05 12 23 34 45 PB 06`);
    expect(ticket.firstDrawDate).toBe('2026-12-09');
    expect(ticket.problems).toEqual(['date-unsure']);
    expect(read(`THE NATIONAL LOTTERY
      LOTTO
      SAT 12 DFC 2026
      A 05 12 23 34 45 59`).firstDrawDate).toBe('2026-12-12');
  });

  it('says when a date is not a draw day of the game, and when no date was read', () => {
    expect(read(`POWERBALL
      THU DEC10 26
      A. 05 12 23 34 45 PB 06`).problems).toEqual(['not-a-draw-day']);
    const undated = read(`POWERBALL
      A. 05 12 23 34 45 PB 06`);
    expect(undated).toMatchObject({ firstDrawDate: null, drawDates: null, draws: 1, problems: ['no-draw-date'] });
  });

  it('holds a line to the rules of its draw date: Mega Millions before April 2025 had a Mega Ball up to 25', () => {
    const ticket = read(`MEGA MILLIONS
      FRI MAR07 25
      A. 03 19 27 45 70 MB 25`);
    expect(ticket.lines[0]!.problems).toEqual([]);
    expect(read(`MEGA MILLIONS
      FRI DEC11 26
      A. 03 19 27 45 70 MB 25`).lines[0]!.problems).toEqual(['out-of-range', 'unsure']);
  });

  it('says when La Primitiva’s Reintegro is missing, and reads the Superzahl written out', () => {
    const primitiva = read(`LA PRIMITIVA
      JUE 10 DIC 2026
      1.- 05 12 23 34 45 49`);
    expect(primitiva.problems).toEqual(['no-ticket-special']);
    expect(primitiva.lines[0]!.problems).toEqual(['missing-special']);
    const lotto = read(`LOTTO 6AUS49
      Mi 09.12.26
      1: 05 12 23 34 45 49
      SUPERZAHL: 8`);
    expect(values(lotto.lines[0]!).special).toEqual([8]);
  });
});

describe('gameOfPage and the failures', () => {
  it('finds a title with a misread character, and the longer of two titles', () => {
    expect(gameOfPage(ocrPageFromText('P0WERBALL\nA. 05 12 23 34 45 PB 06'))).toBe('powerball');
    expect(gameOfPage(ocrPageFromText('THE NATIONAL LOTTERY\nEUROMILLIONS'))).toBe('euromillions');
    expect(gameOfPage(ocrPageFromText('THE NATIONAL LOTTERY\nLOTTO'))).toBe('uk-lotto');
    expect(gameOfPage(ocrPageFromText('LOTTO 6aus49'))).toBe('lotto-6aus49');
  });

  it('fails with no-game for a page without a title, unless the player named the game', () => {
    const page = ocrPageFromText('A. 05 12 23 34 45 PB 06');
    expect(readTicket(page, { today })).toEqual({ failure: 'no-game' });
    expect(read(page, 'powerball').lines).toHaveLength(1);
  });

  it('fails with no-lines for a game’s title without a play line', () => {
    expect(readTicket(ocrPageFromText('POWERBALL\nWED DEC09 26\nGOOD LUCK'), { today })).toEqual({ failure: 'no-lines', game: 'powerball' });
  });
});

describe('readTicket: a number beside a marker', () => {
  it('keeps the number before MEGA (30 MEGA is not a misread OMEGA)', () => {
    const ticket = read(`SUPERLOTTO PLUS
      WED DEC09 26
      A. 10 17 23 29 30 MEGA 03 QP`);
    expect(values(ticket.lines[0]!)).toEqual({ main: [10, 17, 23, 29, 30], special: [3] });
  });
});

describe('readTicket: one photo read at several scales', () => {
  const pages = (...texts: string[]) => texts.map((text) => ocrPageFromText(text));

  it('takes, place by place, the value the readings agree on, and marks where sure readings differ', () => {
    const ticket = read(
      pages(
        `POWERBALL\nWED DEC09 26\nA. 61 07 09 11 17 PB 20\nB. 25 34 42 67 69 PB 06`,
        `POWERBALL\nWED DEC09 26\nA. 01 07 09 11 17 PB 20\nB. 25 34 42 67 69 PB 06`,
      ),
    );
    // 61 and 01 were both read without doubt: 01 is the one that keeps the line ascending, and stays marked.
    expect(values(ticket.lines[0]!)).toEqual({ main: [1, 7, 9, 11, 17], special: [20] });
    expect(unsureOf(ticket.lines[0]!)).toEqual([1]);
    expect(unsureOf(ticket.lines[1]!)).toEqual([]);
  });

  it('takes a number one reading was sure of over another’s guess, and a line with all its numbers over one that lost one', () => {
    const ticket = read(pages(`POWERBALL\nWED DEC09 26\nA. O5 12 23 34 PB 20`, `POWERBALL\nWED DEC09 26\nA. O5 12 23 34 45 PB 20`, `POWERBALL\nWED DEC09 26\nA. 05 12 23 34 45 PB 20`));
    expect(values(ticket.lines[0]!)).toEqual({ main: [5, 12, 23, 34, 45], special: [20] });
    expect(unsureOf(ticket.lines[0]!)).toEqual([]);
    expect(ticket.lines[0]!.problems).toEqual([]);
  });

  it('says the date is unsure when the readings disagree on it', () => {
    expect(read(pages(`POWERBALL\nWED DEC09 26\nA. 05 12 23 34 45 PB 20`, `POWERBALL\nSAT DEC12 26\nA. 05 12 23 34 45 PB 20`)).problems).toEqual(['date-unsure']);
  });
});
