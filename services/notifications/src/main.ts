import { loadNotificationsConfig } from './config.js';
import { startNotifications } from './start.js';

// A failed start has been logged (fatal, with the cause); leave with a non-zero code.
await startNotifications(loadNotificationsConfig()).catch(() => process.exit(1));
