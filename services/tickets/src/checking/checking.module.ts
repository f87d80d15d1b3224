import { Module } from '@nestjs/common';
import { DrawChecker } from './draw-checker.js';
import { DrawStatuses } from './draw-statuses.js';

/** Checks saved lines against drawn draws (on a saved or changed ticket, and on every draws event), and keeps the checked draws' statuses. */
@Module({ providers: [DrawChecker, DrawStatuses], exports: [DrawChecker, DrawStatuses] })
export class CheckingModule {}
