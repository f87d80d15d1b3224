import { DeliverPolicy } from '@nats-io/jetstream';
import { JACKPOT_CHANGED_WILDCARD, JACKPOT_CHANGES_STREAM } from '@pickwise/contracts';
import type { DurableSettings, StreamSettings } from './durable-stream.js';

/** `Nats-Msg-Id` of a `jackpots.changed` event: the figure itself, so every replica that saw it change publishes it once. */
export const jackpotChangesMsgId = (event: { game: string; drawDate: string | null; amount: number | null }) =>
  `${event.game}:${event.drawDate ?? 'none'}:${event.amount ?? 'none'}`;

/**
 * The JACKPOT_CHANGES stream (`jackpots.changed.*`), created when missing by the jackpots service
 * before its first event or by the notifications service. The window covers replicas refreshing
 * the same figure minutes apart; it stays short because a figure that changes and then comes back
 * (a correction undone) is a change again. A week covers a consumer's outage.
 */
export const JACKPOT_CHANGES_STREAM_SETTINGS: StreamSettings = {
  name: JACKPOT_CHANGES_STREAM,
  subjects: [JACKPOT_CHANGED_WILDCARD],
  duplicateWindowMs: 10 * 60_000,
  maxAgeMs: 7 * 24 * 3_600_000,
};

/**
 * The notifications service's durable pull consumer of every game's jackpot changes, shared by
 * its replicas. One message at a time across all replicas: whether a figure crossed a player's
 * amount depends on the figure before it, so changes are applied in the order they were
 * published (they come a few a day). A new durable starts with the changes published from then on.
 */
export const jackpotChangesDurable = (durableName: string): DurableSettings => ({
  durableName,
  filterSubject: JACKPOT_CHANGED_WILDCARD,
  ackWaitMs: 30_000,
  maxAckPending: 1,
  deliverPolicy: DeliverPolicy.New,
});
