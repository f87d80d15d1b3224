import { Controller, Logger } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AUTH_SUBJECTS, authOperationRequestSchema, type AuthOperationResult, type ParsedAuthOperationRequest } from '@pickwise/contracts';
import { AuthApiError } from './auth-errors.js';
import { Factors } from './factors.js';
import { Logout } from './logout.js';
import { Recover } from './recover.js';
import { Resend } from './resend.js';
import { AuthSettings } from './settings.js';
import { Signup } from './signup.js';
import { Token } from './token.js';
import { CurrentUser } from './user.js';
import { Verify } from './verify.js';

type Operation = (request: ParsedAuthOperationRequest) => Promise<Omit<AuthOperationResult, 'error'>> | Omit<AuthOperationResult, 'error'>;

/**
 * `identity.auth.<operation>`: the GoTrue-compatible API the gateway forwards /api/auth/v1 to.
 * Every answer, refusals included, is a normal reply `{ ok: true, data: { status, body | error,
 * headers } }`; only a fault of this service travels as a NATS error reply (the gateway's 5xx).
 */
@Controller()
export class AuthHandler {
  private readonly logger = new Logger(AuthHandler.name);

  constructor(
    private readonly signup: Signup,
    private readonly token: Token,
    private readonly logout: Logout,
    private readonly currentUser: CurrentUser,
    private readonly recover: Recover,
    private readonly resend: Resend,
    private readonly verifyEmail: Verify,
    private readonly settings: AuthSettings,
    private readonly factors: Factors,
  ) {}

  @MessagePattern(AUTH_SUBJECTS.signup)
  onSignup(@Payload() payload: unknown) {
    return this.answer(payload, (request) => this.signup.handle(request));
  }

  @MessagePattern(AUTH_SUBJECTS.token)
  onToken(@Payload() payload: unknown) {
    return this.answer(payload, (request) => this.token.handle(request));
  }

  @MessagePattern(AUTH_SUBJECTS.logout)
  onLogout(@Payload() payload: unknown) {
    return this.answer(payload, (request) => this.logout.handle(request));
  }

  @MessagePattern(AUTH_SUBJECTS.getUser)
  onGetUser(@Payload() payload: unknown) {
    return this.answer(payload, (request) => this.currentUser.get(request));
  }

  @MessagePattern(AUTH_SUBJECTS.updateUser)
  onUpdateUser(@Payload() payload: unknown) {
    return this.answer(payload, (request) => this.currentUser.update(request));
  }

  @MessagePattern(AUTH_SUBJECTS.recover)
  onRecover(@Payload() payload: unknown) {
    return this.answer(payload, (request) => this.recover.handle(request));
  }

  @MessagePattern(AUTH_SUBJECTS.resend)
  onResend(@Payload() payload: unknown) {
    return this.answer(payload, (request) => this.resend.handle(request));
  }

  @MessagePattern(AUTH_SUBJECTS.verify)
  onVerify(@Payload() payload: unknown) {
    return this.answer(payload, (request) => this.verifyEmail.handle(request));
  }

  @MessagePattern(AUTH_SUBJECTS.verifyLink)
  onVerifyLink(@Payload() payload: unknown) {
    return this.answer(payload, (request) => this.verifyEmail.handleLink(request));
  }

  @MessagePattern(AUTH_SUBJECTS.settings)
  onSettings(@Payload() payload: unknown) {
    return this.answer(payload, () => this.settings.settings());
  }

  @MessagePattern(AUTH_SUBJECTS.health)
  onHealth(@Payload() payload: unknown) {
    return this.answer(payload, () => this.settings.health());
  }

  @MessagePattern(AUTH_SUBJECTS.enrollFactor)
  onEnrollFactor(@Payload() payload: unknown) {
    return this.answer(payload, (request) => this.factors.enroll(request));
  }

  @MessagePattern(AUTH_SUBJECTS.challengeFactor)
  onChallengeFactor(@Payload() payload: unknown) {
    return this.answer(payload, (request) => this.factors.challenge(request));
  }

  @MessagePattern(AUTH_SUBJECTS.verifyFactor)
  onVerifyFactor(@Payload() payload: unknown) {
    return this.answer(payload, (request) => this.factors.verify(request));
  }

  @MessagePattern(AUTH_SUBJECTS.unenrollFactor)
  onUnenrollFactor(@Payload() payload: unknown) {
    return this.answer(payload, (request) => this.factors.unenroll(request));
  }

  private async answer(payload: unknown, operation: Operation): Promise<{ ok: true; data: AuthOperationResult }> {
    const parsed = authOperationRequestSchema.safeParse(payload);
    if (!parsed.success) throw parsed.error;
    try {
      return { ok: true, data: await operation(parsed.data) };
    } catch (error) {
      if (!(error instanceof AuthApiError)) throw error;
      if (error.status === 429) this.logger.warn(`Rate limit reached for ${parsed.data.client.ip}`);
      return { ok: true, data: { status: error.status, error: error.payload, headers: error.extra.headers } };
    }
  }
}
