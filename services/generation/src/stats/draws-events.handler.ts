import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DRAWS_UPSERTED_WILDCARD, gameWithChangedDraws } from '@pickwise/contracts';
import { findGame } from '@pickwise/lottery';
import { BroadcastEventPattern } from '@pickwise/nest-kit';
import { StatsCache } from './stats-cache.js';

/** Every replica hears `draws.upserted.<game>` (no queue group) and refreshes that game's statistics. */
@Controller()
export class DrawsEventsHandler {
  constructor(private readonly stats: StatsCache) {}

  @BroadcastEventPattern(DRAWS_UPSERTED_WILDCARD)
  onDrawsUpserted(@Payload() payload: unknown): void {
    const changed = gameWithChangedDraws(payload);
    const game = changed && findGame(changed);
    if (game) this.stats.invalidate(game.id);
  }
}
