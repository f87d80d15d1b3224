import { databaseEnvSchema, databaseSchemaEnvSchema, erasuresConsumerEnvSchema, loadConfigOrExit, serviceEnvSchema } from '@pickwise/nest-kit';
import { TICKET_RESULTS_USERS_PER_EVENT } from '@pickwise/contracts';
import { z } from 'zod';

export const SERVICE_NAME = 'tickets';
export const DEFAULT_PORT = 3006;

export const ticketsEnvSchema = serviceEnvSchema(DEFAULT_PORT)
  .extend(databaseEnvSchema.shape)
  .extend(databaseSchemaEnvSchema(SERVICE_NAME).shape)
  .extend(erasuresConsumerEnvSchema(SERVICE_NAME).shape)
  .extend({
    /** Durable JetStream consumer name on the DRAW_CHANGES stream (replicas share it). */
    TICKETS_CONSUMER: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected letters, digits, _ or -').default('tickets'),
    /** Players named by one `tickets.results` event (a draw with more is announced in parts); tests set a few. */
    RESULTS_USERS_PER_EVENT: z.coerce.number().int().min(1).max(TICKET_RESULTS_USERS_PER_EVENT).default(TICKET_RESULTS_USERS_PER_EVENT),
  });

export type TicketsConfig = z.output<typeof ticketsEnvSchema>;

export const loadTicketsConfig = (env: NodeJS.ProcessEnv = process.env): TicketsConfig => loadConfigOrExit(ticketsEnvSchema, env);
