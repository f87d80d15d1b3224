import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DRAWS_UPSERTED_WILDCARD, gameWithChangedDraws } from '@pickwise/contracts';
import { BroadcastEventPattern } from '@pickwise/nest-kit';
import { DrawsReplyCache } from './draws-reply-cache.js';

/** Every gateway replica hears `draws.upserted.<game>` (no queue group) and drops that game's cached draws replies. */
@Controller()
export class DrawsEventsHandler {
  constructor(private readonly replies: DrawsReplyCache) {}

  @BroadcastEventPattern(DRAWS_UPSERTED_WILDCARD)
  onDrawsUpserted(@Payload() payload: unknown): void {
    const game = gameWithChangedDraws(payload);
    if (game) this.replies.invalidate(game);
  }
}
