import { EventPattern } from '@nestjs/microservices';

/**
 * Like @EventPattern, but every replica receives the event: the subscription joins no queue
 * group (the service's handlers otherwise share one queue group so replicas split requests).
 * Use it for cache invalidation, where each replica must hear the news.
 */
export const BroadcastEventPattern = (subject: string): MethodDecorator => EventPattern(subject, { queue: '' }) as MethodDecorator;
