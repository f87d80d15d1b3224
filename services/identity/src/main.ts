import { loadIdentityConfig } from './config.js';
import { startIdentity } from './start.js';

// A failed start has been logged (fatal, with the cause); leave with a non-zero code.
await startIdentity(loadIdentityConfig()).catch(() => process.exit(1));
