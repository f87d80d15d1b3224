import { Migration20261126190000CreateNotifications } from './Migration20261126190000CreateNotifications.js';
import { Migration20261203170000ScheduleTicks } from './Migration20261203170000ScheduleTicks.js';
import { Migration20261207100000PoolNotices } from './Migration20261207100000PoolNotices.js';

/** Every migration of the notifications schema, oldest first. */
export const NOTIFICATIONS_MIGRATIONS = [Migration20261126190000CreateNotifications, Migration20261203170000ScheduleTicks, Migration20261207100000PoolNotices];
