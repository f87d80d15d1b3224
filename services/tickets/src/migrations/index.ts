import { Migration20261126150000CreateTickets } from './Migration20261126150000CreateTickets.js';
import { Migration20261126160000TicketDrawDates } from './Migration20261126160000TicketDrawDates.js';
import { Migration20261126170000LineResultsLineKey } from './Migration20261126170000LineResultsLineKey.js';
import { Migration20261126180000StoredDrawsChecked } from './Migration20261126180000StoredDrawsChecked.js';
import { Migration20261126190000ResultsPublished } from './Migration20261126190000ResultsPublished.js';
import { Migration20261203180000ResultCorrections } from './Migration20261203180000ResultCorrections.js';
import { Migration20261207090000Pools } from './Migration20261207090000Pools.js';

/** Every migration of the tickets schema, oldest first. */
export const TICKETS_MIGRATIONS = [Migration20261126150000CreateTickets, Migration20261126160000TicketDrawDates, Migration20261126170000LineResultsLineKey, Migration20261126180000StoredDrawsChecked, Migration20261126190000ResultsPublished, Migration20261203180000ResultCorrections, Migration20261207090000Pools];
