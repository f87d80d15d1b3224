import { Module } from '@nestjs/common';
import { Budgets } from './budgets.js';
import { LimitsHandler } from './limits.handler.js';
import { LimitsService } from './limits.service.js';

/** Budgets (lower at once, raise after 24 h) and the pause; Budgets also guards every ticket saved. */
@Module({ controllers: [LimitsHandler], providers: [Budgets, LimitsService], exports: [Budgets, LimitsService] })
export class LimitsModule {}
