import { Global, Module } from '@nestjs/common';
import { ScheduleTicks } from './schedule-ticks.js';

/** ScheduleTicks for every module of a service with a schedule and a database (ServiceModule imports it). */
@Global()
@Module({ providers: [ScheduleTicks], exports: [ScheduleTicks] })
export class ScheduleTicksModule {}
