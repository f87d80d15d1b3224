import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, parseOrThrow, pushSubscribeRequestSchema, pushUnsubscribeRequestSchema } from '@pickwise/contracts';
import { SubscriptionsService } from './subscriptions.service.js';

/** `notifications.subscriptions.add` and `.remove`: the signed-in caller's browsers. */
@Controller()
export class SubscriptionsHandler {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @MessagePattern(SUBJECTS.notificationsSubscribe)
  async add(@Payload() payload: unknown): Promise<{ ok: true; data: { id: string } }> {
    const { userId, subscription, userAgent } = parseOrThrow(pushSubscribeRequestSchema, payload);
    return { ok: true, data: await this.subscriptions.add(userId, subscription, userAgent) };
  }

  @MessagePattern(SUBJECTS.notificationsUnsubscribeDevice)
  async remove(@Payload() payload: unknown): Promise<{ ok: true; data: { removed: boolean } }> {
    const { userId, endpoint } = parseOrThrow(pushUnsubscribeRequestSchema, payload);
    return { ok: true, data: await this.subscriptions.remove(userId, endpoint) };
  }
}
