import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@pickwise/nest-kit';
import type { IdentityConfig } from '../config.js';

/** GET /settings and GET /health: what this auth server offers, in GoTrue's shape. */
@Injectable()
export class AuthSettings {
  constructor(@Inject(APP_CONFIG) private readonly config: IdentityConfig) {}

  settings() {
    return {
      status: 200,
      body: {
        external: { email: true, phone: false, anonymous_users: false, saml: false },
        disable_signup: false,
        mailer_autoconfirm: this.config.MAILER_AUTOCONFIRM,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
        mfa: { totp: { enroll_enabled: true, verify_enabled: true }, phone: { enroll_enabled: false, verify_enabled: false } },
      },
    };
  }

  health() {
    return { status: 200, body: { version: 'pickwise-identity', name: 'PickWise identity', description: 'A GoTrue-compatible user registration and authentication API' } };
  }
}
