import { Controller, Get, Query } from '@nestjs/common';
import { SUBJECTS, contactMessagesListRequestSchema, contactMessagesListSchema, parseOrThrow, type ContactMessagesList } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import { AdminOnly } from './admin-only.js';
import { ApiRoute, queryParameters } from '../docs/api-route.js';
import { adminRoute } from '../docs/route-shapes.js';

/** The contact form's messages, newest first, paged. Admins only. */
@Controller('api/admin')
@AdminOnly()
export class AdminContactMessagesController {
  constructor(private readonly nats: NatsRequester) {}

  @ApiRoute(adminRoute('Contact form messages, newest first, paged', contactMessagesListSchema, { parameters: queryParameters(contactMessagesListRequestSchema) }))
  @Get('contact-messages')
  async list(@Query() query: Record<string, unknown>): Promise<{ ok: true; data: ContactMessagesList }> {
    const request = parseOrThrow(contactMessagesListRequestSchema, query);
    return { ok: true, data: await this.nats.request(SUBJECTS.identityContactList, request, { schema: contactMessagesListSchema }) };
  }
}
