/**
 * The horoscope method, for entertainment only. Each sign has a ruling planet and two "lucky roots"
 * from popular astrology; the date adds one more root, its digit sum reduced to one digit
 * (numerology). A number belongs to the sign's family of the day when its own digital root is one
 * of those roots (root 7: 7, 16, 25, 34, ...).
 * Every set holds the sign's number of the day (a family member chosen by sign and date alone, so
 * it is the same in all sets of that day), about half of the rest from the family drawn at random,
 * and the remainder at random. Special numbers come from the family where it reaches their range.
 */
import type { RandomSource } from '../random-source.js';
import { completeSet, drawUnique } from './set-rules.js';
import { ZODIAC_SIGNS, type GeneratedSet, type GenerationMethod, type ZodiacSign } from './types.js';

interface SignLore {
  rulingPlanet: string;
  element: 'fire' | 'earth' | 'air' | 'water';
  luckyRoots: [number, number];
}

export const SIGN_LORE: Readonly<Record<ZodiacSign, SignLore>> = {
  aries: { rulingPlanet: 'Mars', element: 'fire', luckyRoots: [1, 9] },
  taurus: { rulingPlanet: 'Venus', element: 'earth', luckyRoots: [2, 6] },
  gemini: { rulingPlanet: 'Mercury', element: 'air', luckyRoots: [3, 5] },
  cancer: { rulingPlanet: 'Moon', element: 'water', luckyRoots: [2, 7] },
  leo: { rulingPlanet: 'Sun', element: 'fire', luckyRoots: [1, 4] },
  virgo: { rulingPlanet: 'Mercury', element: 'earth', luckyRoots: [5, 3] },
  libra: { rulingPlanet: 'Venus', element: 'air', luckyRoots: [6, 9] },
  scorpio: { rulingPlanet: 'Pluto', element: 'water', luckyRoots: [8, 9] },
  sagittarius: { rulingPlanet: 'Jupiter', element: 'fire', luckyRoots: [3, 9] },
  capricorn: { rulingPlanet: 'Saturn', element: 'earth', luckyRoots: [4, 8] },
  aquarius: { rulingPlanet: 'Uranus', element: 'air', luckyRoots: [4, 7] },
  pisces: { rulingPlanet: 'Neptune', element: 'water', luckyRoots: [3, 7] },
};

/** 1..9: repeated digit sum of a positive integer (1 + (n - 1) mod 9). */
export function digitalRoot(n: number): number {
  return 1 + ((n - 1) % 9);
}

function dateRoot(date: string): number {
  const digitSum = [...date].filter((c) => c >= '0' && c <= '9').reduce((sum, digit) => sum + Number(digit), 0);
  return digitalRoot(Math.max(digitSum, 1));
}

/** Days since 1970-01-01 of a yyyy-mm-dd date; it moves the number of the day along the family. */
function dayNumber(date: string): number {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) throw new RangeError(`Invalid horoscope date: ${date}`);
  return Math.floor(time / 86_400_000);
}

/** `n` mod `size` in 0..size-1, also for a negative `n` (days before 1970), where `%` would go below 0. */
const wrapIndex = (n: number, size: number) => ((n % size) + size) % size;

function familyWithin(roots: ReadonlySet<number>, min: number, max: number): number[] {
  const family: number[] = [];
  for (let n = Math.max(min, 1); n <= max; n++) if (roots.has(digitalRoot(n))) family.push(n);
  return family;
}

function drawFrom(random: RandomSource, pool: readonly number[], count: number): number[] {
  return drawUnique(random, Math.min(count, pool.length), 0, pool.length - 1).map((i) => pool[i] as number);
}

export const horoscopeMethod: GenerationMethod<'horoscope'> = ({ game, count, random, options }) => {
  const sign = options.sign;
  if (!(ZODIAC_SIGNS as readonly string[]).includes(sign)) throw new RangeError(`Unknown zodiac sign: ${String(sign)}`);
  const date = options.date ?? new Date().toISOString().slice(0, 10);
  const lore = SIGN_LORE[sign];
  const roots = new Set([...lore.luckyRoots, dateRoot(date)]);
  const family = familyWithin(roots, 1, game.mainMax);
  const signIndex = ZODIAC_SIGNS.indexOf(sign);
  const numberOfTheDay = family[wrapIndex(dayNumber(date) + signIndex * 5, family.length)] as number;
  const otherFamily = family.filter((n) => n !== numberOfTheDay);
  const familyShare = Math.ceil((game.mainCount - 1) / 2);
  const specialFamily = familyWithin(roots, game.specialMin, game.specialMax);

  const sets = Array.from({ length: count }, (): GeneratedSet => {
    const familyPicks = [numberOfTheDay, ...drawFrom(random, otherFamily, familyShare)];
    const { main } = completeSet(game, random, familyPicks);
    const specialPicks = drawFrom(random, specialFamily, game.specialCount);
    const specialFill = drawUnique(random, game.specialCount - specialPicks.length, game.specialMin, game.specialMax, specialPicks);
    const special = [...specialPicks, ...specialFill].sort((a, b) => a - b);
    return {
      main,
      special,
      method: 'horoscope',
      meta: {
        sign,
        date,
        rulingPlanet: lore.rulingPlanet,
        element: lore.element,
        luckyRoots: [...roots].sort((a, b) => a - b),
        numberOfTheDay,
        familyNumbers: familyPicks.sort((a, b) => a - b),
      },
    };
  });
  return { sets, fallbacks: [] };
};
