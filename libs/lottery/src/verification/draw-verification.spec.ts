import { isCorrection, maySeveralDrawsShareDate, reportsAgree, reportsConflict, verifyDraw, type DrawReport } from './draw-verification.js';

const report = (provider: string, overrides: Partial<DrawReport> = {}): DrawReport => ({
  provider,
  main: [3, 11, 24, 38, 45],
  special: [7],
  bonus: [],
  jackpot: null,
  jackpotCurrency: null,
  operatorPublication: false,
  ...overrides,
});

describe('verifyDraw', () => {
  it('keeps a draw one source reported provisional, and verifies it once a second agrees', () => {
    expect(verifyDraw([report('magayo')]).status).toBe('provisional');
    expect(verifyDraw([report('lottoland'), report('magayo')]).status).toBe('verified');
  });

  it("verifies a draw on the operator's own publication alone", () => {
    expect(verifyDraw([report('ny-open-data', { operatorPublication: true })]).status).toBe('verified');
  });

  it('disputes a draw two sources give different special numbers, keeping the first-ranked values', () => {
    const verdict = verifyDraw([report('ny-open-data', { operatorPublication: true }), report('magayo', { special: [8] })]);
    expect(verdict).toMatchObject({ status: 'disputed', provider: 'ny-open-data', values: { special: [7] } });
  });

  it('neither verifies nor disputes on a report missing the special number, and takes it from the report that gives it', () => {
    const verdict = verifyDraw([report('lottoland', { special: [] }), report('magayo')]);
    expect(verdict).toMatchObject({ status: 'provisional', provider: 'lottoland', values: { special: [7] } });
    expect(verifyDraw([report('lottoland', { special: [] }), report('magayo'), report('euromillions-api')]).status).toBe('verified');
    expect(verifyDraw([report('lottoland', { special: [] }), report('magayo'), report('euromillions-api', { special: [8] })]).status).toBe('disputed');
  });

  it('agrees where one source lacks the bonus numbers, and takes them from the one that gives them', () => {
    const verdict = verifyDraw([report('uk-national-lottery', { bonus: [] }), report('magayo', { bonus: [12] })]);
    expect(verdict).toMatchObject({ status: 'verified', values: { bonus: [12] } });
    expect(verifyDraw([report('uk-national-lottery', { bonus: [13] }), report('magayo', { bonus: [12] })]).status).toBe('disputed');
  });

  it('takes a jackpot only one source gives without doubting the draw', () => {
    const verdict = verifyDraw([report('lottoland'), report('magayo', { jackpot: 12_000_000, jackpotCurrency: 'EUR' })]);
    expect(verdict).toMatchObject({ status: 'verified', values: { jackpot: 12_000_000, jackpotCurrency: 'EUR' } });
  });

  it('disputes two jackpots in the same currency that differ, and does not compare pounds with euros', () => {
    const euros = report('euromillions-api', { jackpot: 17_000_000, jackpotCurrency: 'EUR' });
    expect(verifyDraw([euros, report('magayo', { jackpot: 15_000_000, jackpotCurrency: 'EUR' })]).status).toBe('disputed');
    expect(verifyDraw([euros, report('uk-national-lottery', { jackpot: 14_600_000, jackpotCurrency: 'GBP' })]).status).toBe('verified');
  });

  it('disputes a verified draw once a later source disagrees, still holding the first-ranked values', () => {
    const agreeing = [report('euromillions-api'), report('uk-national-lottery')];
    expect(verifyDraw(agreeing).status).toBe('verified');
    const verdict = verifyDraw([...agreeing, report('magayo', { main: [3, 11, 24, 38, 46] })]);
    expect(verdict).toMatchObject({ status: 'disputed', provider: 'euromillions-api', values: { main: [3, 11, 24, 38, 45] } });
  });

  it('refuses a draw without reports', () => {
    expect(() => verifyDraw([])).toThrow();
  });
});

describe('reportsAgree and isCorrection', () => {
  it('agree on equal numbers in another order of reports', () => {
    expect(reportsAgree(report('a'), report('b'))).toBe(true);
    expect(reportsAgree(report('a'), report('b', { main: [3, 11, 24, 38, 44] }))).toBe(false);
    expect(reportsConflict(report('a'), report('b', { special: [] }))).toBe(false);
    expect(reportsAgree(report('a'), report('b', { special: [] }))).toBe(false);
  });

  it('calls changed numbers or a changed jackpot a correction, a value becoming known not', () => {
    expect(isCorrection(report('a'), report('a', { special: [9] }))).toBe(true);
    expect(isCorrection(report('a', { jackpot: 1, jackpotCurrency: 'USD' }), report('a', { jackpot: 2, jackpotCurrency: 'USD' }))).toBe(true);
    expect(isCorrection(report('a'), report('a', { jackpot: 2, jackpotCurrency: 'USD', bonus: [4] }))).toBe(false);
    expect(isCorrection(report('a', { bonus: [4] }), report('a', { bonus: [5] }))).toBe(true);
  });
});

describe('maySeveralDrawsShareDate', () => {
  it('allows two UK Lotto rounds a night from 2026-06-10 only, and one draw a date elsewhere', () => {
    expect(maySeveralDrawsShareDate('uk-lotto', '2026-06-10')).toBe(true);
    expect(maySeveralDrawsShareDate('uk-lotto', '2026-06-09')).toBe(false);
    expect(maySeveralDrawsShareDate('powerball', '2026-07-11')).toBe(false);
  });
});
