import { Module } from '@nestjs/common';
import { JwksController } from './jwks.controller.js';

/** Access tokens: the JWKS identity signs them with, published under GoTrue's path. */
@Module({
  controllers: [JwksController],
})
export class AuthModule {}
