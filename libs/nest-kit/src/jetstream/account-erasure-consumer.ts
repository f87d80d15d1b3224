import type { JsMsg } from '@nats-io/jetstream';
import { ACCOUNT_ERASURES_STREAM_SETTINGS, accountErasedEventSchema, accountErasuresDurable, describeZodError, type AccountErasedEvent } from '@pickwise/contracts';
import { z } from 'zod';
import { DurableConsumer, type Accepted } from './durable-consumer.js';
import type { JetStreamConnection } from './jetstream-connection.js';

/** A failed erasure (database down, say) is offered again after this long, until it is done. */
const RETRY_AFTER_MS = 5_000;

/**
 * `ERASURES_CONSUMER`: the name of a service's durable on ACCOUNT_ERASURES, `erasures-<service>`
 * unless set (tests name one per throwaway schema, so two test instances of a service on one NATS
 * do not split each other's messages). Every service that erases extends its env schema with it.
 */
export const erasuresConsumerEnvSchema = (service: string) =>
  z.object({ ERASURES_CONSUMER: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected letters, digits, _ or -').default(`erasures-${service}`) });

/**
 * A service's share of an account's erasure: its durable consumer of ACCOUNT_ERASURES
 * (ERASURES_CONSUMER, shared by its replicas) calls `erase` for every erased account and
 * acknowledges only once it resolved. A service that was down when the account was deleted erases
 * its part when it comes back; `erase` must therefore be idempotent (a redelivery deletes nothing more).
 */
export abstract class AccountErasureConsumer extends DurableConsumer<AccountErasedEvent> {
  /** `config` is the service's config, holding its ERASURES_CONSUMER (erasuresConsumerEnvSchema). */
  protected constructor(jetStreamConnection: JetStreamConnection, config: { ERASURES_CONSUMER: string }) {
    super(jetStreamConnection, { stream: ACCOUNT_ERASURES_STREAM_SETTINGS, durable: accountErasuresDurable(config.ERASURES_CONSUMER), maxMessages: 16 });
  }

  /** Deletes (or makes anonymous) every row of this service about the account; resolves with how many rows it touched. */
  protected abstract erase(userId: string): Promise<number>;

  protected accept(message: JsMsg): Accepted<AccountErasedEvent> {
    const parsed = accountErasedEventSchema.safeParse(this.json(message));
    return parsed.success ? { payload: parsed.data } : { problem: describeZodError(parsed.error) };
  }

  protected async handle(message: JsMsg, event: AccountErasedEvent): Promise<void> {
    try {
      const rows = await this.erase(event.userId);
      await this.acknowledge(message);
      this.logger.log({ msg: 'Erased an account', userId: event.userId, rows });
    } catch (error) {
      this.logger.error(`Erasure of ${event.userId} failed, retried in ${RETRY_AFTER_MS} ms: ${error instanceof Error ? error.message : String(error)}`);
      message.nak(RETRY_AFTER_MS);
    }
  }
}
