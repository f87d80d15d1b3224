import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DomainError, PERSONAL_DATA_EXPORTS_PER_HOUR } from '@pickwise/contracts';
import { JetStreamConnection } from '@pickwise/nest-kit';
import type { FastifyReply } from 'fastify';
import { SharedRequestCounts } from '../security/shared-request-counts.js';

const HOUR_MS = 3_600_000;
/** The counts' own bucket: its keys must outlive an hour's window, the API's per-IP bucket keeps them seconds. */
export const EXPORT_COUNTS_BUCKET = 'gateway_export_counts';
export const TOO_MANY_EXPORTS_MESSAGE = `At most ${PERSONAL_DATA_EXPORTS_PER_HOUR} downloads of your data an hour: try again later`;

/**
 * PERSONAL_DATA_EXPORTS_PER_HOUR downloads per account and clock hour, counted across every gateway
 * replica with the machinery of the API's per-IP limit (SharedRequestCounts in a JetStream
 * key-value bucket). Per account, not per IP: an export reads every service's rows of one person,
 * whatever address asks.
 */
@Injectable()
export class PersonalDataExportLimit implements OnApplicationShutdown {
  private readonly logger = new Logger(PersonalDataExportLimit.name);
  private readonly counts: SharedRequestCounts;
  private readonly sweep: NodeJS.Timeout;
  private lastStoreWarning = 0;

  constructor(@Inject(JetStreamConnection) jetStream: JetStreamConnection) {
    this.counts = new SharedRequestCounts({
      limit: PERSONAL_DATA_EXPORTS_PER_HOUR,
      windowMs: HOUR_MS,
      connection: () => jetStream.get(),
      replicas: jetStream.streamReplicas,
      bucket: EXPORT_COUNTS_BUCKET,
      onStoreError: (error) => {
        // Once a minute at most, as the per-IP limit's: while NATS is away every export would say it again.
        if (Date.now() - this.lastStoreWarning < 60_000) return;
        this.lastStoreWarning = Date.now();
        this.logger.warn(`export counts not shared (counted by this gateway alone until NATS answers): ${String(error)}`);
      },
    });
    this.sweep = setInterval(() => this.counts.sweep(), HOUR_MS).unref();
  }

  /** Counts one export of the account, or refuses it: 429 with Retry-After (set on the reply) until the hour ends. */
  async count(userId: string, reply: FastifyReply): Promise<void> {
    const outcome = await this.counts.count(userId);
    if (outcome.allowed) return;
    void reply.header('Retry-After', String(Math.ceil(outcome.retryAfterMs / 1000)));
    throw new DomainError('RATE_LIMITED', TOO_MANY_EXPORTS_MESSAGE);
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweep);
  }
}
