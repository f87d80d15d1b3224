import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DocsController } from './docs.controller.js';

/** The API documentation, built from the routes the application registers (Nest's DiscoveryService). */
@Module({ imports: [DiscoveryModule], controllers: [DocsController] })
export class DocsModule {}
