import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DRAWS_UPSERTED_WILDCARD, drawsUpsertedEventSchema } from '@pickwise/contracts';
import { findGame } from '@pickwise/lottery';
import { BroadcastEventPattern } from '@pickwise/nest-kit';
import { StatsCache } from './stats-cache.js';

/** Every replica hears `draws.upserted.<game>` (no queue group) and refreshes that game's statistics. */
@Controller()
export class DrawsEventsHandler {
  constructor(private readonly stats: StatsCache) {}

  @BroadcastEventPattern(DRAWS_UPSERTED_WILDCARD)
  onDrawsUpserted(@Payload() payload: unknown): void {
    const event = drawsUpsertedEventSchema.safeParse(payload);
    if (!event.success || event.data.inserted + event.data.updated === 0) return;
    const game = findGame(event.data.game);
    if (game) this.stats.invalidate(game.id);
  }
}
