import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { SUBJECTS, contactReceivedSchema, contactRequestSchema, parseOrThrow } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import type { FastifyRequest } from 'fastify';
import { ApiRoute, BAD_REQUEST, UNAVAILABLE, failed, jsonBody, ok } from '../docs/api-route.js';

/** The contact form: validated here, stored by identity with the client IP's hourly limit (429 past it). */
@Controller('api')
export class ContactController {
  constructor(private readonly nats: NatsRequester) {}

  @ApiRoute({
    summary: 'Send a message to the PickWise team (at most RATE_LIMIT_CONTACT per client IP per hour; `website` must stay empty)',
    ...jsonBody(contactRequestSchema),
    responses: { '200': ok('Received', contactReceivedSchema), '400': BAD_REQUEST, '429': failed('Too many messages from this address'), '503': UNAVAILABLE },
  })
  @Post('contact')
  @HttpCode(200)
  async submit(@Body() body: unknown, @Req() request: FastifyRequest): Promise<{ ok: true; data: { received: true } }> {
    const message = parseOrThrow(contactRequestSchema, body);
    return { ok: true, data: await this.nats.request(SUBJECTS.identityContactSubmit, { message, clientIp: request.ip }, { schema: contactReceivedSchema }) };
  }
}
