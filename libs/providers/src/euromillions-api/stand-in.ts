import { readJsonSample } from '../stand-in/samples.js';
import type { StandInPart } from '../stand-in/stand-in-part.js';
import { EUROMILLIONS_API_PATHS } from './game-codes.js';

/** `/draws` answers the sample's draws for any year: the sample wraps the list with a note, the API answers the bare array. */
export const euromillionsApiStandIn: StandInPart = ({ path }) => {
  if (path !== EUROMILLIONS_API_PATHS.euromillions) return undefined;
  return JSON.stringify(readJsonSample<{ draws: unknown[] }>('euromillions-api', 'euromillions-api-draws.json').draws);
};
