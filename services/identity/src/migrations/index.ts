import { Migration20261121220000CreateIdentityTables } from './Migration20261121220000CreateIdentityTables.js';
import { Migration20261121230500CreateSigningKeys } from './Migration20261121230500CreateSigningKeys.js';
import { Migration20261123100000AuthFlows } from './Migration20261123100000AuthFlows.js';
import { Migration20261123220000ContactMessages } from './Migration20261123220000ContactMessages.js';
import { Migration20261125100000SignInAddresses } from './Migration20261125100000SignInAddresses.js';

/** Every migration of the identity schema, oldest first. */
export const IDENTITY_MIGRATIONS = [Migration20261121220000CreateIdentityTables, Migration20261121230500CreateSigningKeys, Migration20261123100000AuthFlows, Migration20261123220000ContactMessages, Migration20261125100000SignInAddresses];
