import { z } from 'zod';

/** One dependency of a replica (its PostgreSQL, a NATS connection): `down` says why (timeout, refused, closed). */
export const dependencyHealthSchema = z.object({
  status: z.enum(['up', 'down']),
  message: z.string().optional(),
});
export type DependencyHealth = z.infer<typeof dependencyHealthSchema>;

/**
 * The `<service>.health` reply: the readiness of the replica that answers (every replica does).
 * `up` when each of its checks (`database`, `nats`, `nats-client`, `jetstream`, those it has)
 * answered in time.
 */
export const serviceHealthSchema = z.object({
  service: z.string(),
  status: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
  checks: z.record(z.string(), dependencyHealthSchema),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

/** How many replicas of a service answered the gateway's health request, ready or not. */
export const replicaCountSchema = z.object({
  ready: z.number().int().nonnegative(),
  notReady: z.number().int().nonnegative(),
});
export type ReplicaCount = z.infer<typeof replicaCountSchema>;

/**
 * GET /api/health: the gateway's own readiness and each service's, a service `up` when at least one
 * replica answered ready. `ok` when all are up.
 */
export const systemHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  gateway: z.enum(['up', 'down']),
  services: z.record(z.string(), z.enum(['up', 'down'])),
  replicas: z.record(z.string(), replicaCountSchema),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;
