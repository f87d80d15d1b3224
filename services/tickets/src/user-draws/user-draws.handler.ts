import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, parseOrThrow, userDrawsRequestSchema, type UserDraws } from '@pickwise/contracts';
import { TicketsDatabase } from '../database/tickets-database.js';

/**
 * `tickets.user-draws`: the draws a user's saved tickets cover from `from` to `to`, with how many
 * tickets and lines each draw holds (the notifications service's per-user calendar). The calendar's
 * token names the user, so the request carries a user id rather than a signed-in caller.
 */
@Controller()
export class UserDrawsHandler {
  constructor(private readonly database: TicketsDatabase) {}

  @MessagePattern(SUBJECTS.ticketsUserDraws)
  async draws(@Payload() payload: unknown): Promise<{ ok: true; data: { draws: UserDraws } }> {
    const { userId, from, to } = parseOrThrow(userDrawsRequestSchema, payload);
    const { rows } = await (await this.database.pool()).query<UserDraws[number]>(
      `select game, to_char(draw_date, 'YYYY-MM-DD') as "drawDate", count(*)::int as tickets, sum(lines)::int as lines
         from ${this.database.drawCosts} covered
        where user_id = $1 and draw_date between $2::date and $3::date
        group by game, draw_date order by draw_date, game`,
      [userId, from, to],
    );
    return { ok: true, data: { draws: rows } };
  }
}
