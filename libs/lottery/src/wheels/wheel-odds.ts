import type { GameMatrix } from '../games.js';
import { bestTier } from '../prizes/match.js';
import { choose, toOdds } from '../prizes/odds.js';
import type { PrizeTier, TierOdds } from '../prizes/types.js';
import { MAX_WHEEL_NUMBERS } from './covering-verifier.js';
import type { WheelLine, WheelTierChance } from './wheel-types.js';

type WheelTier = Pick<PrizeTier, 'id' | 'rank' | 'mainMatched' | 'specialMatched' | 'bonusMatched' | 'ignores'>;

/**
 * The chance that at least m of a draw's main numbers are among n chosen ones (the condition of a
 * "t if m" guarantee): hypergeometric, sum over j >= m of C(n, j) C(mainMax - n, mainCount - j) / C(mainMax, mainCount).
 */
export function guaranteeOdds(rules: GameMatrix, n: number, m: number): TierOdds {
  const { mainCount, mainMax } = rules;
  if (![n, m].every(Number.isInteger) || n < 0 || n > mainMax || m < 0) {
    throw new RangeError(`invalid guarantee condition: ${m} of ${n} chosen numbers out of ${mainMax}`);
  }
  let ways = 0n;
  for (let drawn = m; drawn <= Math.min(mainCount, n); drawn++) ways += choose(n, drawn) * choose(mainMax - n, mainCount - drawn);
  return toOdds(ways, choose(mainMax, mainCount));
}

/** Every `count`-subset of min..max, ascending. */
function subsetsOfRange(min: number, max: number, count: number): number[][] {
  const found: number[][] = [];
  const extend = (from: number, picked: number[]) => {
    if (picked.length === count) {
      found.push(picked);
      return;
    }
    for (let value = from; value <= max - (count - picked.length - 1); value++) extend(value + 1, [...picked, value]);
  };
  extend(min, []);
  return found;
}

/**
 * For every possible draw of a prize table (main numbers; the bonus ball from the main drum's
 * remainder when the table has bonus tiers; the special numbers from their drum), the wheel's best
 * tier (the lowest rank any line wins), counted exactly; the last row is "no prize".
 *
 * A draw acts on the wheel only through S, its main numbers among the chosen ones, the bonus ball
 * and the special numbers, so the subsets S of the chosen numbers (|S| <= mainCount) are enumerated,
 * each standing for the C(mainMax - n, mainCount - |S|) draws that share it. Depth first, so each
 * step updates only the lines holding the number added. What a line wins then depends on its main
 * hits, its special set's hits and whether it holds the bonus; lines sharing a special set form a
 * group, and because a tier never gets worse with more main hits (checked below for the table
 * given), a group's best tier is that of its most main hits, except where the bonus lifts a line
 * whose hits are those of a bonus tier: only those lines get the per-bonus-number work. Full-size
 * subsets, the most of them by far, are not updated line by line: a group gains a hit exactly when
 * one of its top lines (those with its most hits) holds the last number.
 */
export function wheelTierChances(table: { tiers: readonly WheelTier[] }, rules: GameMatrix, lines: readonly WheelLine[], chosen: readonly number[]): WheelTierChance[] {
  const { mainCount, mainMax, specialCount } = rules;
  const tiers = table.tiers;
  const noPrize = tiers.length;
  const n = chosen.length;
  if (n > MAX_WHEEL_NUMBERS) throw new RangeError(`at most ${MAX_WHEEL_NUMBERS} numbers, got ${n}`);
  if (new Set(chosen).size !== n) throw new RangeError('the chosen numbers repeat');
  if (chosen.some((value) => !Number.isInteger(value) || value < 1 || value > mainMax)) throw new RangeError(`the chosen numbers must be in 1-${mainMax}`);
  const bitOf = new Map(chosen.map((value, bit) => [value, bit]));
  const lineMasks = lines.map((line) => {
    if (line.main.length !== mainCount) throw new RangeError(`a line has ${line.main.length} main numbers, the game takes ${mainCount}`);
    return line.main.reduce((mask, value) => {
      const bit = bitOf.get(value);
      if (bit === undefined) throw new RangeError(`line number ${value} is not among the chosen numbers`);
      return mask | (1 << bit);
    }, 0);
  });

  // The best tier for (main hits, special hits, holds the bonus), as an index into `tiers`.
  const specialStride = specialCount + 1;
  const tierAt = new Int32Array((mainCount + 1) * specialStride * 2);
  const cell = (main: number, special: number, bonus: number) => (main * specialStride + special) * 2 + bonus;
  for (let main = 0; main <= mainCount; main++) {
    for (let special = 0; special <= specialCount; special++) {
      for (const bonus of [0, 1]) {
        const tier = bestTier(tiers, { main, special, bonus: bonus === 1 });
        tierAt[cell(main, special, bonus)] = tier ? tiers.indexOf(tier) : noPrize;
        if (main > 0 && tierAt[cell(main, special, bonus)]! > tierAt[cell(main - 1, special, bonus)]!) {
          throw new Error(`the prize tiers get worse from ${main - 1} to ${main} main numbers: the wheel's chances cannot be counted by its best line`);
        }
      }
    }
  }
  const drawsBonus = tiers.some((tier) => tier.bonusMatched);
  /** Main hits at which holding the bonus ball can change a line's tier. */
  const bonusHits = Array.from({ length: mainCount + 1 }, (_, hits) =>
    tiers.some((tier) => tier.bonusMatched && (tier.ignores === 'main' || tier.mainMatched === hits)),
  );
  /** Lines this close to a bonus tier's hits are followed, since one more number can make the bonus count. */
  const nearHits = bonusHits.indexOf(true) - 1;

  // Lines grouped by their special numbers; each group's special hits on every special draw.
  const groupIndex = new Map<string, number>();
  const groupSpecials: number[][] = [];
  const groupOf = Int32Array.from(lines, (line) => {
    const key = [...line.special].sort((a, b) => a - b).join(',');
    let group = groupIndex.get(key);
    if (group === undefined) {
      group = groupSpecials.length;
      groupIndex.set(key, group);
      groupSpecials.push([...line.special]);
    }
    return group;
  });
  const groups = groupSpecials.length;
  // Subsets are told apart by their size and each group's most hits, packed in one exact number.
  const base = mainCount + 1;
  if (base ** (groups + 1) > Number.MAX_SAFE_INTEGER) throw new RangeError(`at most ${Math.floor(Math.log(Number.MAX_SAFE_INTEGER) / Math.log(base)) - 1} different special sets`);
  const specialDraws = subsetsOfRange(rules.specialMin, rules.specialMax, specialCount);
  const specialHits = specialDraws.map((draw) => groupSpecials.map((special) => special.filter((value) => draw.includes(value)).length));

  const linesWith = chosen.map((_, bit) => Int32Array.from(lineMasks.flatMap((mask, line) => ((mask >>> bit) & 1 ? [line] : []))));
  const hits = new Int8Array(lines.length);
  /** Per depth: each group's most main hits, and the lines holding that many ("top" lines). */
  const mostHits = Array.from({ length: mainCount + 1 }, () => new Int8Array(groups));
  const topLines = Array.from({ length: mainCount + 1 }, () => new Int32Array(lines.length));
  const topCount = new Int32Array(mainCount + 1);
  const raised = new Uint8Array(groups);
  const topMask = new Int32Array(groups);
  /** Lines with at least `nearHits` hits: a stack, each depth's list extending its parent's. */
  const nearLines: number[] = nearHits <= 0 && drawsBonus ? lines.map((_, line) => line) : [];
  const nearCount = new Int32Array(mainCount + 1);
  nearCount[0] = nearLines.length;
  topLines[0]!.set(lines.map((_, line) => line));
  topCount[0] = lines.length;

  // Subsets sharing a size and groups' most hits win alike but for the bonus: counted together.
  // The value counts bonus outcomes that lift no line (1 per subset when no bonus is drawn).
  const alike = new Map<number, number>();
  /** Per size of S, draws decided by a bonus ball that lifts a line: counts per tier. */
  const lifted = Array.from({ length: mainCount + 1 }, () => new Array<number>(noPrize + 1).fill(0));

  /** The best tier of the groups with these most hits and no bonus, on one special draw. */
  const bestWithoutBonus = (most: Int8Array, draw: number) => {
    let best = noPrize;
    const drawHits = specialHits[draw]!;
    for (let group = 0; group < groups; group++) best = Math.min(best, tierAt[cell(most[group]!, drawHits[group]!, 0)]!);
    return best;
  };

  /**
   * Counts subset S of this size with `most` hits; its lines' hits are `hits` plus one where a line
   * holds a number of `added` (a leaf's last number, whose hits are not written).
   */
  const record = (subset: number, size: number, most: Int8Array, nearDepth: number, added: number) => {
    let liftingBalls = 0;
    if (drawsBonus && nearCount[nearDepth]! > 0) {
      // Chosen numbers outside S held by a line whose hits make the bonus count: [group, hits] per ball.
      const lifts = new Map<number, number[]>();
      for (let index = 0; index < nearCount[nearDepth]!; index++) {
        const line = nearLines[index]!;
        const lineHits = hits[line]! + ((lineMasks[line]! & added) === 0 ? 0 : 1);
        if (!bonusHits[lineHits]) continue;
        for (let rest = lineMasks[line]! & ~subset; rest !== 0; rest &= rest - 1) {
          const ball = 31 - Math.clz32(rest & -rest);
          let entries = lifts.get(ball);
          if (!entries) lifts.set(ball, (entries = []));
          entries.push(groupOf[line]!, lineHits);
        }
      }
      liftingBalls = lifts.size;
      for (const entries of lifts.values()) {
        for (let draw = 0; draw < specialDraws.length; draw++) {
          let best = bestWithoutBonus(most, draw);
          for (let entry = 0; entry < entries.length; entry += 2) {
            best = Math.min(best, tierAt[cell(entries[entry + 1]!, specialHits[draw]![entries[entry]!]!, 1)]!);
          }
          lifted[size]![best]!++;
        }
      }
    }
    let key = size;
    for (let group = 0; group < groups; group++) key = key * base + most[group]!;
    alike.set(key, (alike.get(key) ?? 0) + (drawsBonus ? mainMax - mainCount - liftingBalls : 1));
  };

  const visit = (from: number, size: number, subset: number) => {
    const most = mostHits[size]!;
    // A subset is some draw's intersection only when the other drawn numbers fit outside the chosen.
    if (mainCount - size <= mainMax - n) record(subset, size, most, size, 0);
    if (size === mainCount) return;
    const top = topLines[size]!;
    if (size + 1 === mainCount) {
      // The children are leaves (the most of them by far): a group gains a hit exactly when a top line holds the number.
      topMask.fill(0);
      for (let index = 0; index < topCount[size]!; index++) topMask[groupOf[top[index]!]!]! |= lineMasks[top[index]!]!;
      const leafMost = mostHits[mainCount]!;
      for (let bit = from; bit < n; bit++) {
        for (let group = 0; group < groups; group++) leafMost[group] = most[group]! + ((topMask[group]! >>> bit) & 1);
        record(subset | (1 << bit), mainCount, leafMost, size, 1 << bit);
      }
      return;
    }
    const childMost = mostHits[size + 1]!;
    const childTop = topLines[size + 1]!;
    for (let bit = from; bit < n; bit++) {
      // A group's most hits grow by one exactly when one of its top lines holds the number; its top
      // lines are then those, otherwise the old ones and the lines that just caught up.
      raised.fill(0);
      for (let index = 0; index < topCount[size]!; index++) if ((lineMasks[top[index]!]! >>> bit) & 1) raised[groupOf[top[index]!]!] = 1;
      let childTopCount = 0;
      for (let group = 0; group < groups; group++) childMost[group] = most[group]! + raised[group]!;
      for (let index = 0; index < topCount[size]!; index++) {
        const line = top[index]!;
        if (!raised[groupOf[line]!] || (lineMasks[line]! >>> bit) & 1) childTop[childTopCount++] = line;
      }
      nearLines.length = nearCount[size]!;
      for (const line of linesWith[bit]!) {
        const lineHits = ++hits[line]!;
        const group = groupOf[line]!;
        if (!raised[group] && lineHits === childMost[group]) childTop[childTopCount++] = line;
        if (drawsBonus && lineHits === nearHits) nearLines.push(line);
      }
      topCount[size + 1] = childTopCount;
      nearCount[size + 1] = nearLines.length;
      visit(bit + 1, size + 1, subset | (1 << bit));
      for (const line of linesWith[bit]!) hits[line]!--;
    }
  };
  visit(0, 0, 0);

  const ways = new Array<bigint>(noPrize + 1).fill(0n);
  const drawsPerSubset = (size: number) => choose(mainMax - n, mainCount - size);
  const most = new Int8Array(groups);
  for (const [key, count] of alike) {
    let rest = key;
    for (let group = groups - 1; group >= 0; group--, rest = Math.floor(rest / base)) most[group] = rest % base;
    const size = rest;
    const weight = BigInt(count) * drawsPerSubset(size);
    for (let draw = 0; draw < specialDraws.length; draw++) ways[bestWithoutBonus(most, draw)]! += weight;
  }
  lifted.forEach((counts, size) => counts.forEach((count, tier) => (ways[tier]! += BigInt(count) * drawsPerSubset(size))));

  const outOf = choose(mainMax, mainCount) * (drawsBonus ? BigInt(mainMax - mainCount) : 1n) * BigInt(specialDraws.length);
  const counted = ways.reduce((sum, value) => sum + value, 0n);
  if (counted !== outOf) throw new Error(`counted ${counted} draws of ${outOf}`);
  return [
    ...tiers.map((tier, index) => ({ tierId: tier.id, rank: tier.rank, odds: toOdds(ways[index]!, outOf) })),
    { tierId: null, rank: null, odds: toOdds(ways[noPrize]!, outOf) },
  ];
}
