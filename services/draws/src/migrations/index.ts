import { Migration20261121220000CreateDraws } from './Migration20261121220000CreateDraws.js';
import { Migration20261121230000DrawsNewestIndex } from './Migration20261121230000DrawsNewestIndex.js';
import { Migration20261124100000DrawsBonus } from './Migration20261124100000DrawsBonus.js';
import { Migration20261126030000DrawsJackpotCurrency } from './Migration20261126030000DrawsJackpotCurrency.js';
import { Migration20261126120000HistorySeeds } from './Migration20261126120000HistorySeeds.js';
import { Migration20261203160000DrawProvenance } from './Migration20261203160000DrawProvenance.js';

/** Every migration of the draws schema, oldest first. */
export const DRAWS_MIGRATIONS = [Migration20261121220000CreateDraws, Migration20261121230000DrawsNewestIndex, Migration20261124100000DrawsBonus, Migration20261126030000DrawsJackpotCurrency, Migration20261126120000HistorySeeds, Migration20261203160000DrawProvenance];
