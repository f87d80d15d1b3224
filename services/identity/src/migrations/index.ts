import type { Keyring } from '../encryption/keyring.js';
import { Migration20261121220000CreateIdentityTables } from './Migration20261121220000CreateIdentityTables.js';
import { Migration20261121230500CreateSigningKeys } from './Migration20261121230500CreateSigningKeys.js';
import { Migration20261123100000AuthFlows } from './Migration20261123100000AuthFlows.js';
import { Migration20261123220000ContactMessages } from './Migration20261123220000ContactMessages.js';
import { Migration20261125100000SignInAddresses } from './Migration20261125100000SignInAddresses.js';
import { encryptSecretsAtRest } from './Migration20261126120000EncryptSecretsAtRest.js';
import { Migration20261126190000ProfileLanguage } from './Migration20261126190000ProfileLanguage.js';
import { Migration20261203160000ContactSenderErasable } from './Migration20261203160000ContactSenderErasable.js';
import { Migration20261203170000ScheduleTicks } from './Migration20261203170000ScheduleTicks.js';

/** Every migration of the identity schema, oldest first. Encrypting the secrets at rest needs the keys (DATA_ENCRYPTION_KEYS). */
export const identityMigrations = (keyring: Keyring) => [
  Migration20261121220000CreateIdentityTables,
  Migration20261121230500CreateSigningKeys,
  Migration20261123100000AuthFlows,
  Migration20261123220000ContactMessages,
  Migration20261125100000SignInAddresses,
  encryptSecretsAtRest(keyring),
  Migration20261126190000ProfileLanguage,
  Migration20261203160000ContactSenderErasable,
  Migration20261203170000ScheduleTicks,
];
