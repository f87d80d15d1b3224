import { gamesOf } from '../game-table.js';
import { readSample } from '../stand-in/samples.js';
import type { StandInPart } from '../stand-in/stand-in-part.js';
import { UK_NATIONAL_LOTTERY_FEEDS, drawHistoryPath } from './game-codes.js';

const SAMPLES: Record<keyof typeof UK_NATIONAL_LOTTERY_FEEDS, string> = {
  'uk-lotto': 'uk-national-lottery-lotto-draw-history.csv',
  euromillions: 'uk-national-lottery-euromillions-draw-history.csv',
};

/** Each feed's draw history answers its CSV sample. */
export const ukNationalLotteryStandIn: StandInPart = ({ path }) => {
  const game = gamesOf(SAMPLES).find((id) => path === drawHistoryPath(UK_NATIONAL_LOTTERY_FEEDS[id]));
  return game && readSample('uk-national-lottery', SAMPLES[game]);
};
