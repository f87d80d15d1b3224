import { readSample } from '../stand-in/samples.js';
import type { StandInPart } from '../stand-in/stand-in-part.js';
import { LOTTO_NUMBER_ARCHIVE_FILES } from './game-codes.js';

/** The archive file answers the sample's newest draws. */
export const lottoNumberArchiveStandIn: StandInPart = ({ path }) =>
  path === LOTTO_NUMBER_ARCHIVE_FILES['lotto-6aus49'] ? readSample('lotto-number-archive', 'lottonumberarchive-lottonumbers_complete.json') : undefined;
