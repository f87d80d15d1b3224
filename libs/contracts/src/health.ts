import { z } from 'zod';

export const serviceHealthSchema = z.object({
  service: z.string(),
  status: z.literal('up'),
  uptimeSeconds: z.number(),
  database: z.enum(['up', 'down', 'none']),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

export const systemHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  services: z.record(z.string(), z.enum(['up', 'down'])),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;
