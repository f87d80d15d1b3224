import { Module } from '@nestjs/common';
import { LedgerHandler } from './ledger.handler.js';
import { LedgerService } from './ledger.service.js';

/** Spent against won and the expected loss, per month and game. */
@Module({ controllers: [LedgerHandler], providers: [LedgerService] })
export class LedgerModule {}
