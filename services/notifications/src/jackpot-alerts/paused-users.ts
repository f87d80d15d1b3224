import { Injectable } from '@nestjs/common';
import { SUBJECTS, pausedUsersResponseSchema } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import { askInChunks } from '../outbox/chunked-requests.js';

/** My tickets' pause, asked of the tickets service: a player who paused gets no jackpot alerts meanwhile. */
@Injectable()
export class PausedUsers {
  constructor(private readonly nats: NatsRequester) {}

  /** Which of these users have the pause on; `working` is called after each answer, as a long list takes many requests. */
  async among(userIds: readonly string[], working: () => void): Promise<Set<string>> {
    const paused = await askInChunks(userIds, async (chunk) => {
      const reply = await this.nats.request(SUBJECTS.ticketsPaused, { userIds: chunk }, { schema: pausedUsersResponseSchema });
      working();
      return reply.paused;
    });
    return new Set(paused);
  }
}
