import { Migration20261121220000CreateIdentityTables } from './Migration20261121220000CreateIdentityTables.js';

/** Every migration of the identity schema, oldest first. */
export const IDENTITY_MIGRATIONS = [Migration20261121220000CreateIdentityTables];
