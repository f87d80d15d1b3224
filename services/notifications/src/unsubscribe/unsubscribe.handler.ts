import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, parseOrThrow, unsubscribeRequestSchema } from '@pickwise/contracts';
import { UnsubscribeService } from './unsubscribe.service.js';

/** `notifications.unsubscribe`: a mail's one-click link (RFC 8058), or the site's unsubscribe page. */
@Controller()
export class UnsubscribeHandler {
  constructor(private readonly unsubscribe: UnsubscribeService) {}

  @MessagePattern(SUBJECTS.notificationsUnsubscribe)
  async handle(@Payload() payload: unknown): Promise<{ ok: true; data: { unsubscribed: true } }> {
    const { token } = parseOrThrow(unsubscribeRequestSchema, payload);
    return { ok: true, data: await this.unsubscribe.unsubscribe(token) };
  }
}
