import { Migration20261126190000CreateNotifications } from './Migration20261126190000CreateNotifications.js';

/** Every migration of the notifications schema, oldest first. */
export const NOTIFICATIONS_MIGRATIONS = [Migration20261126190000CreateNotifications];
