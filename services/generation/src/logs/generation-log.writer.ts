import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { GenerationLogEntry } from '@pickwise/contracts';
import { APP_CONFIG, MigratedSchema, qualifiedTableName } from '@pickwise/nest-kit';
import type { GenerationConfig } from '../config.js';
import { GenerationLog } from './generation-log.entity.js';

/** Entries kept in memory while PostgreSQL is unreachable; older ones are dropped (and counted) beyond it. */
const MAX_BUFFERED = 10_000;
const BATCH_SIZE = 500;

/** What PostgreSQL text cannot hold: NUL, and a UTF-16 surrogate without its pair (each becomes U+FFFD). */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const MAYBE_UNSTORABLE = /[\0\uD800-\uDFFF]/;
const storable = (text: string) => (MAYBE_UNSTORABLE.test(text) ? text.replace(UNSTORABLE, '\uFFFD') : text);

/** An entry to write: what the monitor lists, and the id of the NATS request it came from. */
export type GenerationLogRecord = GenerationLogEntry & { deliveryId?: string };

/**
 * Writes generation log entries off the reply path: `record` only buffers; a timer inserts the
 * buffer in batches. A database failure is logged and the entries are retried on the next flush.
 */
@Injectable()
export class GenerationLogWriter implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(GenerationLogWriter.name);
  private buffer: GenerationLogRecord[] = [];
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;
  private dropped = 0;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: GenerationConfig,
    // Injected so no write happens before the table exists.
    readonly migrated: MigratedSchema,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), this.config.GENERATION_LOG_FLUSH_MS);
    this.timer.unref();
  }

  record(entry: GenerationLogRecord): void {
    // The texts come from the request (its id, or what a failed request asked for): one character
    // PostgreSQL refuses would fail the insert of its whole batch, and of every retry of it.
    this.buffer.push({ ...entry, requestId: storable(entry.requestId), game: storable(entry.game), method: storable(entry.method) });
    if (this.buffer.length > MAX_BUFFERED) {
      this.dropped += this.buffer.length - MAX_BUFFERED;
      this.buffer.splice(0, this.buffer.length - MAX_BUFFERED);
    }
  }

  /** Inserts everything buffered so far; resolves when it is stored (or the attempt failed and was logged). */
  async flush(): Promise<void> {
    if (this.flushing) await this.flushing;
    if (this.buffer.length === 0) return;
    this.flushing = this.insertBuffered().finally(() => {
      this.flushing = undefined;
    });
    await this.flushing;
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async insertBuffered(): Promise<void> {
    const entries = this.buffer;
    this.buffer = [];
    let stored = 0;
    try {
      const table = qualifiedTableName(this.em, GenerationLog);
      // pg's own pool, not `em.getConnection().execute()`: MikroORM inlines parameters into the SQL
      // text, escaping the batch's JSON character by character (~4% of the service's CPU under load);
      // pg sends it as a bound parameter.
      const pool = await this.em.getConnection().getNativeClient();
      while (stored < entries.length) {
        const batch = entries.slice(stored, stored + BATCH_SIZE);
        // One JSON parameter expanded by PostgreSQL: building 500 ORM entities and their SQL took
        // milliseconds of the event loop every flush, which showed in the generate p99. `json`, not
        // `jsonb`: read once, it need not be converted to jsonb first (~20% less PostgreSQL CPU per row).
        await pool.query(
          // A request answered by two replicas (sent again to the second while the first was slow) is
          // logged by both, with the same delivery id: the second entry is dropped here.
          `insert into ${table} ("timestamp", request_id, game, method, "count", execution_time_ms, fallbacks, status, delivery_id)
           select "timestamp", "requestId", game, method, "count", "executionTimeMs", fallbacks, status, "deliveryId"
             from json_to_recordset($1::json) as r("timestamp" timestamptz, "requestId" text, game text, method text,
               "count" int, "executionTimeMs" float8, fallbacks int, status text, "deliveryId" text)
           on conflict (delivery_id) do nothing`,
          [JSON.stringify(batch)],
        );
        stored += batch.length;
      }
      if (this.dropped > 0) {
        this.logger.warn(`${this.dropped} generation log entries were dropped while the database was unreachable`);
        this.dropped = 0;
      }
    } catch (error) {
      const unsaved = entries.slice(stored);
      this.logger.error(`Writing ${unsaved.length} generation log entries failed; retrying on the next flush: ${error instanceof Error ? error.message : String(error)}`);
      this.buffer = unsaved.concat(this.buffer);
    }
  }
}
