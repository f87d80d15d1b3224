import { createHash } from 'node:crypto';

/**
 * `Nats-Msg-Id` of a `tickets.results` event (stream TICKET_RESULTS, libs/contracts streams.ts):
 * one part of one draw's checked users, `<game>:<drawDate>:<part>:<hash of its users>`. The users
 * are part of it because a re-publish splits the draw's current users again: a ticket saved in
 * between shifts users from part to part, and a part that kept its number but not its users must
 * not be dropped as a duplicate (the users who moved into it would never be told). A part published
 * again with the same users is stored once. Here rather than beside the stream because it hashes
 * with node:crypto, which libs/contracts (loaded by browsers too) does not import.
 */
export const ticketResultsMsgId = (event: { game: string; drawDate: string; part: number; users: readonly string[] }) =>
  `${event.game}:${event.drawDate}:${event.part}:${createHash('sha256').update(event.users.join(',')).digest('base64url').slice(0, 16)}`;
