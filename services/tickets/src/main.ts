import { loadTicketsConfig } from './config.js';
import { startTickets } from './start.js';

// A failed start has been logged (fatal, with the cause); leave with a non-zero code.
await startTickets(loadTicketsConfig()).catch(() => process.exit(1));
