import { Module } from '@nestjs/common';
import { PushSender } from './push-sender.js';

/** Web Push (RFC 8030) with VAPID (RFC 8292) and encrypted payloads (RFC 8291). */
@Module({ providers: [PushSender], exports: [PushSender] })
export class PushModule {}
