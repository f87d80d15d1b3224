import { DiscardPolicy, JetStreamApiCodes, JetStreamApiError, RetentionPolicy, StorageType, type JetStreamManager } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { SESSIONS_ENDED_STREAM, SESSIONS_ENDED_SUBJECT } from '@pickwise/contracts';

/**
 * The longest an access token can live (identity's ACCESS_TOKEN_TTL_SECONDS allows up to a day):
 * what a stream created by a gateway keeps, since a gateway does not know identity's setting.
 */
const LONGEST_TOKEN_LIFETIME_MS = 24 * 3_600_000;
/** Kept a little past the token lifetime, so clock skew between hosts cannot drop an entry early. */
const CLOCK_SKEW_MARGIN_MS = 60_000;

const streamConfig = (maxAgeMs: number, replicas: number) => ({
  name: SESSIONS_ENDED_STREAM,
  num_replicas: replicas,
  subjects: [SESSIONS_ENDED_SUBJECT],
  retention: RetentionPolicy.Limits,
  storage: StorageType.File,
  discard: DiscardPolicy.Old,
  max_age: nanos(maxAgeMs),
});

/**
 * The SESSIONS_ENDED stream, created when missing. Its messages only matter while a token naming
 * one of their sessions could still be valid, so they expire after the access-token lifetime.
 * Identity, which sets that lifetime, passes it and brings an existing stream's retention in line;
 * a gateway passes nothing and only creates a missing stream, keeping the longest lifetime allowed.
 * Either scales an existing stream to `replicas` servers. Only options of nats-server 2.9 are used.
 */
export async function ensureSessionsEndedStream(manager: JetStreamManager, replicas: number, accessTokenLifetimeMs?: number): Promise<void> {
  const wanted = streamConfig((accessTokenLifetimeMs ?? LONGEST_TOKEN_LIFETIME_MS) + CLOCK_SKEW_MARGIN_MS, replicas);
  try {
    const { config } = await manager.streams.info(SESSIONS_ENDED_STREAM);
    const retentionChanged = accessTokenLifetimeMs !== undefined && config.max_age !== wanted.max_age;
    if (retentionChanged || config.num_replicas !== replicas) {
      await manager.streams.update(SESSIONS_ENDED_STREAM, { num_replicas: replicas, ...(retentionChanged ? { max_age: wanted.max_age } : {}) });
    }
  } catch (error) {
    if (!(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound)) throw error;
    await manager.streams.add(wanted).catch(async (addError: unknown) => {
      // Another replica created it between our look-up and our add: that stream is the same one.
      await manager.streams.info(SESSIONS_ENDED_STREAM).catch(() => Promise.reject(addError));
    });
  }
}
