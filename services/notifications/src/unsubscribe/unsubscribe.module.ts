import { Module } from '@nestjs/common';
import { UnsubscribeHandler } from './unsubscribe.handler.js';
import { UnsubscribeService } from './unsubscribe.service.js';

/** E-mail off for every rule of a mail's recipient; the tokens come from unsubscribe-token.ts. */
@Module({ controllers: [UnsubscribeHandler], providers: [UnsubscribeService] })
export class UnsubscribeModule {}
