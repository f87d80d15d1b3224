import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One generate request as the admin monitor shows it: who asked for what, how long it took, how it ended. */
export const GenerationLog = defineEntity({
  name: 'GenerationLog',
  tableName: 'generation_logs',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    timestamp: p.datetime(),
    requestId: p.string().length(128).fieldName('request_id'),
    game: p.string().length(64),
    method: p.string().length(32),
    count: p.integer(),
    executionTimeMs: p.double().fieldName('execution_time_ms'),
    /** How many fallbacks the request used (e.g. history methods without statistics). */
    fallbacks: p.integer(),
    status: p.string().length(16),
    /** The NATS request's id (the same on every copy of it): one entry per request. */
    deliveryId: p.string().length(128).nullable().fieldName('delivery_id'),
  },
});

export type GenerationLogEntity = InferEntity<typeof GenerationLog>;
