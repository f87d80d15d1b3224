import { lottolandJackpotReader } from '../lottoland/jackpot-reader.js';
import { magayoJackpotReader } from '../magayo/jackpot-reader.js';
import type { JackpotReader } from './jackpot-reader.js';

/** The jackpot readers in order of preference: magayo (documented, paid) before Lottoland (unofficial). */
export const JACKPOT_READERS: readonly JackpotReader[] = [magayoJackpotReader, lottolandJackpotReader];
