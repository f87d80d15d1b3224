import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@pickwise/contracts';
import { JetStreamConnection, ServiceModule } from '@pickwise/nest-kit';
import { AccountDataHandler } from './account-data/account-data.handler.js';
import { AccountErasure } from './account-data/account-erasure.js';
import { IdentityErasuresConsumer } from './account-data/identity-erasures.consumer.js';
import { PersonalDataExport } from './account-data/personal-data-export.js';
import { Reauthentication } from './account-data/reauthenticate.js';
import { AccountCaller } from './account-data/recent-authentication.js';
import { Accounts } from './accounts/accounts.js';
import { AdminEmailsAtStart } from './accounts/admin-grants.js';
import { ExpiredAuthRecords } from './accounts/expired-records.js';
import { IDENTITY_ENTITIES } from './accounts/entities.js';
import { AccessTokens } from './auth/access-tokens.js';
import { AccountSignInLimits } from './auth/account-sign-in-limits.js';
import { AdminSignOutHandler } from './auth/admin-sign-out.handler.js';
import { AuthHandler } from './auth/auth.handler.js';
import { Authentication } from './auth/authenticated.js';
import { EmailLinks } from './auth/email-links.js';
import { Factors } from './auth/factors.js';
import { Logout } from './auth/logout.js';
import { IpRateLimits } from './auth/rate-limits.js';
import { ConfirmationMails } from './auth/confirmation.js';
import { Recover } from './auth/recover.js';
import { Resend } from './auth/resend.js';
import { SessionEndings } from './auth/session-endings.js';
import { Sessions } from './auth/sessions.js';
import { AuthSettings } from './auth/settings.js';
import { Signup } from './auth/signup.js';
import { Token } from './auth/token.js';
import { CurrentUser } from './auth/user.js';
import { Verify } from './auth/verify.js';
import { SERVICE_NAME, type IdentityConfig } from './config.js';
import { ContactMessageRecord } from './contact/contact-message.entity.js';
import { ContactHandler } from './contact/contact.handler.js';
import { ContactMessages } from './contact/contact-messages.js';
import { JwksHandler } from './keys/jwks.handler.js';
import { SigningKey } from './keys/signing-key.entity.js';
import { SigningKeys } from './keys/signing-keys.js';
import { Mailer } from './mail/mailer.js';
import { identityMigrations } from './migrations/index.js';
import { ProfilesHandler } from './profiles/profiles.handler.js';
import { Profiles } from './profiles/profiles.service.js';

/**
 * The identity service: accounts and the GoTrue-compatible auth API (identity.auth.*), signing
 * keys published as JWKS, profiles and roles (identity.me, identity.profile.*), and the contact
 * form's messages (identity.contact.*), and the account's own data: re-authentication, export and
 * erasure (identity.account.*).
 */
@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceModule.forService({
          service: SERVICE_NAME,
          config,
          healthSubject: SUBJECTS.identityHealth,
          database: { entities: [...IDENTITY_ENTITIES, SigningKey, ContactMessageRecord], migrations: identityMigrations(config.DATA_ENCRYPTION_KEYS) },
          // Identity answers requests and publishes on JetStream, but sends no NATS requests.
          natsClient: false,
          schedule: true,
        }),
      ],
      controllers: [JwksHandler, AuthHandler, ProfilesHandler, ContactHandler, AdminSignOutHandler, AccountDataHandler],
      providers: [
        SigningKeys,
        AccessTokens,
        Accounts,
        AdminEmailsAtStart,
        ExpiredAuthRecords,
        JetStreamConnection,
        SessionEndings,
        Sessions,
        Authentication,
        IpRateLimits,
        AccountSignInLimits,
        ContactMessages,
        EmailLinks,
        Mailer,
        Signup,
        Token,
        Logout,
        CurrentUser,
        Recover,
        Resend,
        ConfirmationMails,
        Verify,
        AuthSettings,
        Factors,
        Profiles,
        AccountCaller,
        Reauthentication,
        PersonalDataExport,
        AccountErasure,
        IdentityErasuresConsumer,
      ],
    };
  }
}
