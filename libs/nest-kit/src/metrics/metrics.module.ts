import { Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller.js';

/** GET /metrics in Prometheus text format (default process metrics plus the shared histograms). */
@Module({ controllers: [MetricsController] })
export class MetricsModule {}
