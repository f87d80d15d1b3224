import { createHash } from 'node:crypto';
import { DeliverPolicy } from '@nats-io/jetstream';
import { TICKET_RESULTS_STREAM, TICKET_RESULTS_WILDCARD } from '@pickwise/contracts';
import type { DurableSettings, StreamSettings } from './durable-stream.js';

/**
 * `Nats-Msg-Id` of a `tickets.results` event: one part of one draw's checked users,
 * `<game>:<drawDate>:<part>:<hash of its users>`. The users are part of it because a re-publish
 * splits the draw's current users again: a ticket saved in between shifts users from part to part,
 * and a part that kept its number but not its users must not be dropped as a duplicate (the users
 * who moved into it would never be told). A part published again with the same users is stored once.
 */
export const ticketResultsMsgId = (event: { game: string; drawDate: string; part: number; users: readonly string[] }) =>
  `${event.game}:${event.drawDate}:${event.part}:${createHash('sha256').update(event.users.join(',')).digest('base64url').slice(0, 16)}`;

/**
 * The TICKET_RESULTS stream (`tickets.results.*`), created when missing by the tickets service
 * before its first event or by the notifications service. A draw is announced once: the tickets
 * service records the announcement after publishing, so a replica that dies in between publishes
 * the same parts again when the draw is next checked; the day-long window stores them once. The
 * tickets service only announces draws of the last 7 days, and a message older than that is no
 * news to a player either.
 */
export const TICKET_RESULTS_STREAM_SETTINGS: StreamSettings = {
  name: TICKET_RESULTS_STREAM,
  subjects: [TICKET_RESULTS_WILDCARD],
  duplicateWindowMs: 24 * 3_600_000,
  maxAgeMs: 7 * 24 * 3_600_000,
};

/**
 * The notifications service's durable pull consumer of every game's results, shared by its
 * replicas. A new durable starts with the events published from then on: a first deployment does
 * not announce draws checked before it. Handling a part (1,000 users) is one insert of its
 * messages; the ack wait leaves room for a slow database. Order does not matter between parts.
 */
export const ticketResultsDurable = (durableName: string): DurableSettings => ({
  durableName,
  filterSubject: TICKET_RESULTS_WILDCARD,
  ackWaitMs: 60_000,
  maxAckPending: 16,
  deliverPolicy: DeliverPolicy.New,
});
