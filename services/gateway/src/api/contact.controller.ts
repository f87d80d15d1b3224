import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { SUBJECTS, contactReceivedSchema, contactRequestSchema, parseOrThrow } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import type { FastifyRequest } from 'fastify';

/** The contact form: validated here, stored by identity with the client IP's hourly limit (429 past it). */
@Controller('api')
export class ContactController {
  constructor(private readonly nats: NatsRequester) {}

  @Post('contact')
  @HttpCode(200)
  async submit(@Body() body: unknown, @Req() request: FastifyRequest): Promise<{ ok: true; data: { received: true } }> {
    const message = parseOrThrow(contactRequestSchema, body);
    return { ok: true, data: await this.nats.request(SUBJECTS.identityContactSubmit, { message, clientIp: request.ip }, { schema: contactReceivedSchema }) };
  }
}
