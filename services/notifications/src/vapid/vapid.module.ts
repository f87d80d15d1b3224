import { Module } from '@nestjs/common';
import { VapidHandler } from './vapid.handler.js';

/** The VAPID public key, public and the same on every replica. */
@Module({ controllers: [VapidHandler] })
export class VapidModule {}
