import { currentPrizeTable } from './prize-tables.js';
import { estimateTicketsSold, expectedJackpotShare, expectedValue } from './expected-value.js';

const POWERBALL_DRAWS = 292_201_338; // C(69, 5) × 26

describe('expected value of a line, against a worked example done by hand', () => {
  const table = currentPrizeTable('powerball');

  it('Powerball, $100M annuity, no tax, nobody else playing: jackpot 1e8/292,201,338 plus the fixed prizes', () => {
    // Winning draws per prize, counted by hand: 5+0: 1·C(64,0)·25 = 25; 4+1: 5·64 = 320; 4+0: 320·25 = 8,000;
    // 3+1: C(5,3)·C(64,2) = 10·2,016 = 20,160; 3+0: 504,000; 2+1: 10·C(64,3) = 416,640;
    // 1+1: 5·C(64,4) = 3,176,880; 0+1: C(64,5) = 7,624,512.
    const fixedWinnings =
      25 * 1_000_000 + 320 * 50_000 + 8_000 * 100 + 20_160 * 100 + 504_000 * 7 + 416_640 * 7 + 3_176_880 * 4 + 7_624_512 * 4;
    expect(fixedWinnings).toBe(93_466_048);
    const byHand = (100_000_000 + fixedWinnings) / POWERBALL_DRAWS; // 0.6621…

    const ev = expectedValue({ table, jackpot: 100_000_000, ticketPrice: 2, payout: 'annuity', cashShare: 0.45, taxRate: 0, ticketsSold: 0 });
    expect(ev.jackpotShare).toBe(1);
    expect(ev.jackpotContribution).toBeCloseTo(100_000_000 / POWERBALL_DRAWS, 12);
    expect(ev.perTicket).toBeCloseTo(byHand, 12);
    expect(ev.perTicket).toBeCloseTo(0.6621, 4);
    expect(ev.perUnitSpent).toBeCloseTo(byHand / 2, 12);
    expect(ev.netPerTicket).toBeCloseTo(byHand - 2, 12);
    expect(ev.tiers.map((tier) => tier.tierId)).toEqual(['5+0', '4+1', '4+0', '3+1', '3+0', '2+1', '1+1', '0+1']);
  });

  it('cash option, 24 % tax and 50 million tickets: the jackpot shared as Poisson(λ) expects', () => {
    const ev = expectedValue({ table, jackpot: 100_000_000, ticketPrice: 2, payout: 'cash', cashShare: 0.45, taxRate: 0.24, ticketsSold: 50_000_000 });
    const afterTax = 100_000_000 * 0.45 * 0.76; // 34,200,000
    const lambda = 50_000_000 / POWERBALL_DRAWS; // 0.17112
    const share = (1 - Math.exp(-lambda)) / lambda; // 0.9191: Σ P(K = k) / (k + 1) summed in closed form
    expect(ev.jackpotAfterTax).toBeCloseTo(34_200_000, 6);
    expect(ev.expectedCoWinners).toBeCloseTo(0.171115, 6);
    expect(ev.jackpotShare).toBeCloseTo(0.9191, 4);
    expect(ev.perTicket).toBeCloseTo((afterTax * share + 93_466_048 * 0.76) / POWERBALL_DRAWS, 12);
    expect(ev.ticketsEstimated).toBe(false);
  });

  it('the Poisson share agrees with summing P(K = k) / (k + 1) term by term', () => {
    const lambda = 2.5;
    let sum = 0;
    let p = Math.exp(-lambda);
    for (let k = 0; k < 60; k++) {
      sum += p / (k + 1);
      p *= lambda / (k + 1);
    }
    expect(expectedJackpotShare(lambda)).toBeCloseTo(sum, 12);
    expect(expectedJackpotShare(0)).toBe(1);
  });

  it('sales estimated from the jackpot when not entered', () => {
    expect(estimateTicketsSold(400_000_000, 2)).toBe(50_000_000);
    const ev = expectedValue({ table, jackpot: 400_000_000, ticketPrice: 2, payout: 'annuity', cashShare: 0.45, taxRate: 0 });
    expect(ev.ticketsEstimated).toBe(true);
    expect(ev.ticketsSold).toBe(50_000_000);
  });

  it('Mega Millions multiplies its fixed prizes by the expected multiplier, (2·15 + 3·10 + 4·4 + 5·2 + 10·1) / 32 = 3', () => {
    const ev = expectedValue({ table: currentPrizeTable('mega-millions'), jackpot: 0, ticketPrice: 5, payout: 'annuity', cashShare: 0.45, taxRate: 0, ticketsSold: 0 });
    expect(ev.expectedMultiplier).toBe(3);
    expect(ev.tiers.find((tier) => tier.tierId === '0+1')?.amount).toBe(15);
  });

  it('UK Lotto: the free Lucky Dip is neither taxed nor multiplied; EuroMillions lists its shared prizes without a value', () => {
    const uk = expectedValue({ table: currentPrizeTable('uk-lotto'), jackpot: 0, ticketPrice: 2, payout: 'annuity', cashShare: 1, taxRate: 0.5, ticketsSold: 0 });
    const two = uk.tiers.find((tier) => tier.tierId === '2')!;
    expect(two.contribution).toBeCloseTo(two.probability * 2, 15);
    const three = uk.tiers.find((tier) => tier.tierId === '3')!;
    expect(three.contribution).toBeCloseTo(three.probability * 30 * 0.5, 15);
    const em = expectedValue({ table: currentPrizeTable('euromillions'), jackpot: 50_000_000, ticketPrice: 2.5, payout: 'annuity', cashShare: 1, taxRate: 0, ticketsSold: 0 });
    expect(em.tiers.every((tier) => tier.amount === null && tier.contribution === 0)).toBe(true);
    expect(em.perTicket).toBeCloseTo(50_000_000 / 139_838_160, 12);
  });
});
