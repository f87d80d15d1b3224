import { Module } from '@nestjs/common';
import { UserDrawsHandler } from './user-draws.handler.js';

/** The draws a user's tickets cover, for the per-user draw calendar. */
@Module({ controllers: [UserDrawsHandler] })
export class UserDrawsModule {}
