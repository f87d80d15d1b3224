import { Module } from '@nestjs/common';
import { DrawChecker } from './draw-checker.js';

/** Checks saved lines against drawn draws: on a saved or changed ticket, and on every draws event. */
@Module({ providers: [DrawChecker], exports: [DrawChecker] })
export class CheckingModule {}
