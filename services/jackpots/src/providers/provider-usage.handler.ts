import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, parseOrThrow, providerUsageRequestSchema } from '@pickwise/contracts';
import { ProviderUsageStore } from '@pickwise/nest-kit';

/** `jackpots.provider-usage`: requests this service sent to each jackpot provider in a month (the admin's paid-provider figures). */
@Controller()
export class ProviderUsageHandler {
  constructor(private readonly usage: ProviderUsageStore) {}

  @MessagePattern(SUBJECTS.jackpotsProviderUsage)
  async providerUsage(@Payload() payload: unknown) {
    const { month } = parseOrThrow(providerUsageRequestSchema, payload ?? {});
    return { ok: true as const, data: await this.usage.usage(month) };
  }
}
