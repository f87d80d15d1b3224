import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { RemotesConfig } from '@pickwise/contracts';
import { APP_CONFIG } from '@pickwise/nest-kit';
import type { GatewayConfig } from '../config.js';
import { remotesConfigSchema } from '@pickwise/contracts';
import { ApiRoute, plainJson } from '../docs/api-route.js';

@Controller('config')
export class RemotesController {
  private readonly remotes: RemotesConfig;

  constructor(@Inject(APP_CONFIG) config: GatewayConfig) {
    this.remotes = {
      remotes: [
        { name: 'public_site', entry: config.REMOTE_PUBLIC_SITE_URL },
        { name: 'admin', entry: config.REMOTE_ADMIN_URL },
      ],
      adminFullLogsUrl: config.ADMIN_FULL_LOGS_URL,
    };
  }

  /** Where the shell loads its remotes from; read at every start of the shell, so never cached. */
  @ApiRoute({ summary: 'Where the shell loads its micro-frontends from', responses: { '200': plainJson('Remote entries', remotesConfigSchema) } })
  @Get('remotes.json')
  @Header('Cache-Control', 'no-cache')
  remotesJson(): RemotesConfig {
    return this.remotes;
  }
}
