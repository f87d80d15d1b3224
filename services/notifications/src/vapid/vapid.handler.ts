import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { SUBJECTS, type vapidPublicKeySchema } from '@pickwise/contracts';
import { APP_CONFIG } from '@pickwise/nest-kit';
import type { z } from 'zod';
import type { NotificationsConfig } from '../config.js';

/** `notifications.vapid-public-key`: the application server key browsers subscribe with (PushManager.subscribe). */
@Controller()
export class VapidHandler {
  constructor(@Inject(APP_CONFIG) private readonly config: Pick<NotificationsConfig, 'VAPID_PUBLIC_KEY'>) {}

  @MessagePattern(SUBJECTS.notificationsVapidPublicKey)
  publicKey(): { ok: true; data: z.output<typeof vapidPublicKeySchema> } {
    return { ok: true, data: { publicKey: this.config.VAPID_PUBLIC_KEY } };
  }
}
