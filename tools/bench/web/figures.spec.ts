import { BUDGETS, budgetMark, interactionLatency, isGeneratorPage, longTaskBudget, longTaskTotals, overBudget, showSpread, spread, type EventEntry } from './figures.ts';

describe('spread', () => {
  it('takes the middle value of an odd count and the range, whatever the order', () => {
    expect(spread([130, 40, 95, 60, 210])).toEqual({ median: 95, min: 40, max: 210 });
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(spread([10, 40, 20, 30])).toEqual({ median: 25, min: 10, max: 40 });
  });

  it('is the value itself for one run, and nothing for none', () => {
    expect(spread([87])).toEqual({ median: 87, min: 87, max: 87 });
    expect(spread([])).toBeNull();
  });

  it('prints the range only when there were several runs', () => {
    expect(showSpread({ median: 95, min: 40, max: 210 }, 5)).toBe('95 (40–210)');
    expect(showSpread({ median: 1532.44, min: 1532.44, max: 1532.44 }, 1)).toBe('1532');
    expect(showSpread(null, 5)).toBe('–');
  });
});

describe('budgets', () => {
  it('holds a generator to 150 ms of long tasks and every other page to 50 ms, in both languages', () => {
    expect(longTaskBudget('/games/powerball/generate')).toBe(BUDGETS.longTasksGeneratorMs);
    expect(longTaskBudget('/es/games/euromillions/generate?method=lucky')).toBe(BUDGETS.longTasksGeneratorMs);
    expect(longTaskBudget('/history/powerball')).toBe(BUDGETS.longTasksContentMs);
    expect(longTaskBudget('/es/')).toBe(BUDGETS.longTasksContentMs);
    expect(isGeneratorPage('/games/powerball/generate/extra')).toBe(false);
    expect(isGeneratorPage('/generator')).toBe(false);
  });

  it('marks a figure at or over an "under" limit and one below an "at least" limit, never one within', () => {
    expect(overBudget(49.9, BUDGETS.longTasksContentMs)).toBe(false);
    expect(overBudget(50, BUDGETS.longTasksContentMs)).toBe(true);
    expect(overBudget(95, BUDGETS.phonePerformance)).toBe(false);
    expect(overBudget(94, BUDGETS.phonePerformance)).toBe(true);
    expect(budgetMark(240, BUDGETS.interactionMs)).toBe(' ✗');
    expect(budgetMark(120, BUDGETS.interactionMs)).toBe('');
  });

  it('does not mark a figure that was not measured', () => {
    expect(overBudget(null, BUDGETS.phonePerformance)).toBe(false);
    expect(budgetMark(undefined, BUDGETS.interactionMs)).toBe('');
  });
});

describe('longTaskTotals', () => {
  it('sums only the tasks over 50 ms', () => {
    expect(longTaskTotals([50, 51, 12, 243.5, 85])).toEqual({ totalMs: 379.5, count: 3, longestMs: 243.5 });
    expect(longTaskTotals([])).toEqual({ totalMs: 0, count: 0, longestMs: 0 });
  });
});

describe('interactionLatency', () => {
  const entry = (name: string, startTime: number, duration: number, interactionId: number): EventEntry => ({ name, startTime, duration, interactionId });

  it("takes the longest entry of the first interaction that started at or after the action, ignoring earlier ones and events of no interaction", () => {
    const entries = [
      // Before the action (a click while the page settled).
      entry('click', 900, 400, 7),
      // Hover events belong to no interaction.
      entry('pointerover', 1_000, 300, 0),
      entry('pointerdown', 1_002, 48, 9),
      entry('pointerup', 1_060, 32, 9),
      entry('click', 1_061, 136, 9),
      // A later interaction (a key pressed while the result loaded).
      entry('keydown', 1_400, 250, 11),
    ];
    expect(interactionLatency(entries, 1_000)).toEqual({ ms: 136, interactionId: 9 });
  });

  it('is null when no event of an interaction reached the reporting threshold', () => {
    expect(interactionLatency([entry('pointermove', 1_010, 24, 0)], 1_000)).toBeNull();
    expect(interactionLatency([], 0)).toBeNull();
  });
});
