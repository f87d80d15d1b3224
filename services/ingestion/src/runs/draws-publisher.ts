import { Inject, Injectable, Logger } from '@nestjs/common';
import { DRAWS_STREAM_SETTINGS, MAX_INGESTED_BATCH, drawsIngestedMsgId, drawsIngestedSubject, type DrawsIngestedBatch, type IngestedDraw } from '@pickwise/contracts';
import { APP_CONFIG, JetStreamConnection, StreamPublisher } from '@pickwise/nest-kit';
import pRetry from 'p-retry';
import type { IngestionConfig } from '../config.js';

/** Splits a run's draws into the batches it publishes, each one JetStream message. */
export function toBatches(draws: readonly IngestedDraw[], size = MAX_INGESTED_BATCH): IngestedDraw[][] {
  const batches: IngestedDraw[][] = [];
  for (let start = 0; start < draws.length; start += size) batches.push(draws.slice(start, start + size));
  return batches;
}

/** The response every batch of a publish was read from: each draw's source record in the draws service. */
export type BatchSource = Required<Pick<DrawsIngestedBatch, 'provider' | 'fetchedAt' | 'payloadSha256'>>;

/**
 * Publishes a run's batches on the JetStream stream DRAWS (`draws.ingested.<game>`). Each batch
 * carries `Nats-Msg-Id` = game:run:batch, so a publish retried after a lost acknowledgement (NATS
 * restarting, a network cut) is stored once. While NATS is unreachable the publish is retried
 * until INGESTION_PUBLISH_TIMEOUT_MS; only an acknowledged batch counts as published.
 */
@Injectable()
export class DrawsPublisher {
  private readonly logger = new Logger(DrawsPublisher.name);
  /** The stream is made once per process (draws may not have started yet on a fresh system). */
  private readonly stream: StreamPublisher;

  constructor(
    connection: JetStreamConnection,
    @Inject(APP_CONFIG) private readonly config: IngestionConfig,
  ) {
    this.stream = new StreamPublisher(connection, DRAWS_STREAM_SETTINGS);
  }

  async publish(game: string, runId: string, batches: readonly IngestedDraw[][], source: BatchSource): Promise<void> {
    const deadline = Date.now() + this.config.INGESTION_PUBLISH_TIMEOUT_MS;
    for (const [index, draws] of batches.entries()) {
      await pRetry(() => this.publishOnce({ game, runId, batch: index, draws, ...source }), {
        retries: 1_000,
        minTimeout: 250,
        maxTimeout: 5_000,
        factor: 2,
        shouldRetry: () => Date.now() < deadline,
        onFailedAttempt: ({ error, attemptNumber }) => this.logger.warn(`${game} run ${runId} batch ${index}: publish attempt ${attemptNumber} failed: ${error.message}`),
      });
    }
  }

  private async publishOnce(message: DrawsIngestedBatch & BatchSource): Promise<void> {
    const { game, runId, batch } = message;
    const ack = await this.stream.publish(drawsIngestedSubject(game), JSON.stringify(message), drawsIngestedMsgId(game, runId, batch));
    if (ack.duplicate) this.logger.log(`${game} run ${runId} batch ${batch} was already in the stream (duplicate publish ignored by JetStream)`);
  }
}
