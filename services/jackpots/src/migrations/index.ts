import { Migration20261121220000CreateJackpotCache } from './Migration20261121220000CreateJackpotCache.js';
import { Migration20261123190000CreateProviderUsage } from './Migration20261123190000CreateProviderUsage.js';

/** Every migration of the jackpots schema, oldest first. */
export const JACKPOTS_MIGRATIONS = [Migration20261121220000CreateJackpotCache, Migration20261123190000CreateProviderUsage];
