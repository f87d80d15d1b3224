import { randomBytes } from 'node:crypto';
import { dataEncryptionKeysSchema } from '../../services/identity/src/encryption/data-encryption-keys.js';

/** identity's DATA_ENCRYPTION_KEYS in the tests: one key made for this test process (every schema it encrypts is thrown away). */
export const TEST_DATA_ENCRYPTION_KEYS = `test:${randomBytes(32).toString('base64')}`;
/** The same keys as identity reads them. */
export const testKeyring = () => dataEncryptionKeysSchema.parse(TEST_DATA_ENCRYPTION_KEYS);
