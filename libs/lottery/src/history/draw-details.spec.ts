import { findGame, type Game } from '../games.js';
import { drawDetails } from './draw-details.js';
import { shippedHistory, shippedHistoryText } from './shipped-history.fixture.js';

const ukLotto = findGame('uk-lotto') as Game;
const csvText = shippedHistoryText(ukLotto);
const history = shippedHistory(ukLotto);

/** Counted from the file's text, apart from the code under test: later lines whose main or bonus column holds `n`. */
function laterLinesHolding(lineIndex: number, n: number): number {
  const lines = csvText.trim().split('\n').slice(1);
  return lines.slice(lineIndex + 1).filter((line) => {
    const [, main, bonus] = line.split(',');
    return [...(main ?? '').split(' '), ...(bonus ?? '').split(' ')].includes(String(n));
  }).length;
}

describe('drawDetails', () => {
  it('gives both rounds of a double night with the rules and prize table of that day', () => {
    const details = drawDetails(ukLotto, history, '2026-06-10');
    expect(details.map((detail) => detail.draw.main)).toEqual([
      [2, 5, 12, 42, 47, 54],
      [1, 12, 25, 29, 40, 41],
    ]);
    expect(details[0]?.rules).toEqual({ matrix: '6/59+bonus', since: '2015-10-10', until: null, mainCount: 6, mainMax: 59, specialCount: 0, specialMin: 1, specialMax: 1, bonusCount: 1 });
    expect(details[0]?.prizeTable?.since).toBe('2015-10-10');
    expect(details[0]?.prizeTable?.source.url).toMatch(/^https:\/\//);
  });

  it('counts how often each number was drawn again, as the file text shows', () => {
    const date = '2015-10-07'; // the last draw of the 6/49 rules
    const [detail] = drawDetails(ukLotto, history, date);
    const lineIndex = history.findIndex((draw) => draw.draw_date === date);
    expect(detail?.rules).toMatchObject({ matrix: '6/49+bonus', until: '2015-10-10' });
    expect(detail?.drawsSince).toBe(history.length - lineIndex - 1);
    for (const { number, count } of [...(detail?.mainSince ?? []), ...(detail?.bonusSince ?? [])]) {
      expect([number, count]).toEqual([number, laterLinesHolding(lineIndex, number)]);
    }
    expect(detail?.bonusSince).toHaveLength(1);
  });

  it('gives nothing for a date without a draw, and zero counts for the newest draw', () => {
    expect(drawDetails(ukLotto, history, '2026-08-18')).toEqual([]);
    const [earlier, newest] = drawDetails(ukLotto, history, '2026-08-19');
    expect(earlier?.drawsSince).toBe(1);
    expect(newest?.drawsSince).toBe(0);
    expect(newest?.mainSince.every((entry) => entry.count === 0)).toBe(true);
  });
});
