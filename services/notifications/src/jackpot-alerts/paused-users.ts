import { Injectable } from '@nestjs/common';
import { RECIPIENTS_PER_REQUEST, SUBJECTS, pausedUsersResponseSchema } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';

/** My tickets' pause, asked of the tickets service: a player who paused gets no jackpot alerts meanwhile. */
@Injectable()
export class PausedUsers {
  constructor(private readonly nats: NatsRequester) {}

  /** Which of these users have the pause on; `working` is called after each answer, as a long list takes many requests. */
  async among(userIds: readonly string[], working: () => void): Promise<Set<string>> {
    const paused = new Set<string>();
    for (let start = 0; start < userIds.length; start += RECIPIENTS_PER_REQUEST) {
      const reply = await this.nats.request(SUBJECTS.ticketsPaused, { userIds: userIds.slice(start, start + RECIPIENTS_PER_REQUEST) }, { schema: pausedUsersResponseSchema });
      for (const userId of reply.paused) paused.add(userId);
      working();
    }
    return paused;
  }
}
