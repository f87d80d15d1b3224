import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DRAWS_UPSERTED_WILDCARD, drawsUpsertedEventSchema } from '@pickwise/contracts';
import { BroadcastEventPattern } from '@pickwise/nest-kit';
import { DrawsReplyCache } from './draws-reply-cache.js';

/** Every gateway replica hears `draws.upserted.<game>` (no queue group) and drops that game's cached draws replies. */
@Controller()
export class DrawsEventsHandler {
  constructor(private readonly replies: DrawsReplyCache) {}

  @BroadcastEventPattern(DRAWS_UPSERTED_WILDCARD)
  onDrawsUpserted(@Payload() payload: unknown): void {
    const event = drawsUpsertedEventSchema.safeParse(payload);
    if (event.success && event.data.inserted + event.data.updated > 0) this.replies.invalidate(event.data.game);
  }
}
