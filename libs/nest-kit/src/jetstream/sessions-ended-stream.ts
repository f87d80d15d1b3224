import { JetStreamApiCodes, JetStreamApiError, type JetStreamManager } from '@nats-io/jetstream';
import { sessionsEndedStreamSettings } from '@pickwise/contracts';
import { streamConfig } from './durable-stream.js';

/**
 * The SESSIONS_ENDED stream (libs/contracts `sessionsEndedStreamSettings`), created when missing.
 * Identity, which sets the access-token lifetime, passes it and brings an existing stream's
 * retention in line; a gateway passes nothing and only creates a missing stream, keeping the
 * longest lifetime allowed. Either scales an existing stream to `replicas` servers. Only options of
 * nats-server 2.9 are used.
 */
export async function ensureSessionsEndedStream(manager: JetStreamManager, replicas: number, accessTokenLifetimeMs?: number): Promise<void> {
  const wanted = streamConfig(sessionsEndedStreamSettings(accessTokenLifetimeMs), replicas);
  try {
    const { config } = await manager.streams.info(wanted.name);
    const retentionChanged = accessTokenLifetimeMs !== undefined && config.max_age !== wanted.max_age;
    if (retentionChanged || config.num_replicas !== replicas) {
      await manager.streams.update(wanted.name, { num_replicas: replicas, ...(retentionChanged ? { max_age: wanted.max_age } : {}) });
    }
  } catch (error) {
    if (!(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound)) throw error;
    await manager.streams.add(wanted).catch(async (addError: unknown) => {
      // Another replica created it between our look-up and our add: that stream is the same one.
      await manager.streams.info(wanted.name).catch(() => Promise.reject(addError));
    });
  }
}
