import { Global, Module } from '@nestjs/common';
import { TicketsDatabase } from './tickets-database.js';

/** The schema's tables over pg, for every capability of the service. */
@Global()
@Module({ providers: [TicketsDatabase], exports: [TicketsDatabase] })
export class TicketsDatabaseModule {}
