import { describe, expect, it } from '@jest/globals';
import { GAMES, currentRules, ticketLineProblem } from '@pickwise/lottery';
import { fieldProblem, lineProblems, refusedLineProblems } from './ticket-line-rules.js';

const powerball = GAMES.find((game) => game.id === 'powerball')!;
const euromillions = GAMES.find((game) => game.id === 'euromillions')!;
const rules = currentRules(powerball);

describe('the ticket checker’s line rules', () => {
  it('accepts a valid line', () => {
    expect(lineProblems(rules, { main: ['1', '2', '3', '4', '69'], special: ['26'] })).toEqual({});
  });

  it('names each problem and the inputs at fault', () => {
    expect(fieldProblem(rules, 'main', ['1', '', '3', ' ', '5'])).toEqual({ problem: 'missing', inputs: [1, 3] });
    expect(fieldProblem(rules, 'main', ['1', '2.5', '3', '4', '5'])).toEqual({ problem: 'notWhole', inputs: [1] });
    expect(fieldProblem(rules, 'main', ['0', '2', '70', '4', '5'])).toEqual({ problem: 'outOfRange', inputs: [0, 2] });
    expect(fieldProblem(rules, 'main', ['7', '2', '7', '4', '2'])).toEqual({ problem: 'repeated', inputs: [2, 4] });
    expect(lineProblems(currentRules(euromillions), { main: ['1', '2', '3', '4', '5'], special: ['12', '12'] })).toEqual({ special: { problem: 'repeated', inputs: [1] } });
    expect(lineProblems(rules, { main: ['1', '2', '3', '4', '5'], special: ['27'] })).toEqual({ special: { problem: 'outOfRange', inputs: [0] } });
  });

  it('finds a problem in every line the draws service refuses', () => {
    const lines = [
      { main: [1, 2, 3, 4, 4], special: [26] },
      { main: [1, 2, 3, 4, 70], special: [26] },
      { main: [1, 2, 3, 4, 5], special: [0] },
    ];
    for (const line of lines) {
      expect(ticketLineProblem(powerball, line)).toBeDefined();
      expect(lineProblems(rules, { main: line.main.map(String), special: line.special.map(String) })).not.toEqual({});
    }
  });

  it('reads a refusal back into the drums it names, with the problem found in what was sent', () => {
    const sent = { main: ['1', '2', '3', '4', '4'], special: ['26'] };
    // The gateway's schema: the drum in `issues`, its English in the message.
    expect(refusedLineProblems(rules, sent, { message: 'main: main: a number is repeated', issues: [{ path: ['main'], code: 'custom' }] })).toEqual({
      main: { problem: 'repeated', inputs: [4] },
    });
    // The draws service: the drum at the start of the message only.
    expect(refusedLineProblems(rules, { main: ['1', '2', '3', '4', '5'], special: ['26'] }, { message: 'special: 26 outside 1-25', issues: [] })).toEqual({
      special: { problem: 'invalid', inputs: [0] },
    });
    expect(refusedLineProblems(rules, sent, { message: 'Unknown game id: mars', issues: [] })).toEqual({});
  });
});
