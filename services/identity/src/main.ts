import { loadIdentityConfig } from './config.js';
import { startIdentity } from './start.js';

await startIdentity(loadIdentityConfig());
