import { Migration20261126150000CreateTickets } from './Migration20261126150000CreateTickets.js';

/** Every migration of the tickets schema, oldest first. */
export const TICKETS_MIGRATIONS = [Migration20261126150000CreateTickets];
