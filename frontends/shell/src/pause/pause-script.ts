// The pause script (/pause.<hash>.js): the first script of every prerendered page, blocking, so a
// player who paused jackpots (libs/ui pause-mode) never sees one painted before it is hidden. It
// only reads this device's flag and sets an attribute: a few hundred bytes, cached for a year.
import { applyStoredPause } from '@pickwise/ui/pause-mode';

applyStoredPause();
