import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, contactMessagesListRequestSchema, contactSubmitSchema, parseOrThrow, type ContactMessagesList } from '@pickwise/contracts';
import { ContactMessages } from './contact-messages.js';

/** `identity.contact.submit` (the public form, via the gateway) and `identity.contact.list` (admins only, checked by the gateway). */
@Controller()
export class ContactHandler {
  constructor(private readonly messages: ContactMessages) {}

  @MessagePattern(SUBJECTS.identityContactSubmit)
  async submit(@Payload() payload: unknown): Promise<{ ok: true; data: { received: true } }> {
    await this.messages.submit(parseOrThrow(contactSubmitSchema, payload));
    return { ok: true, data: { received: true } };
  }

  @MessagePattern(SUBJECTS.identityContactList)
  async list(@Payload() payload: unknown): Promise<{ ok: true; data: ContactMessagesList }> {
    const { limit, offset } = parseOrThrow(contactMessagesListRequestSchema, payload);
    return { ok: true, data: await this.messages.list(limit, offset) };
  }
}
