import { Controller, Delete, Get, Post, Put, Req, Res } from '@nestjs/common';
import {
  AUTH_API_VERSION_2024,
  AUTH_API_VERSION_HEADER,
  AUTH_SUBJECTS,
  authErrorBody,
  authOperationResultSchema,
  type AuthOperationRequest,
  type AuthSubject,
} from '@pickwise/contracts';
import { NatsRequester, bearerToken, isDomainError, toHttpFailure } from '@pickwise/nest-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gotrueRoute } from '../docs/route-shapes.js';
import { ApiRoute } from '../docs/api-route.js';

/**
 * The GoTrue-compatible auth API under /api/auth/v1 (docs/architecture.md §6). Each route forwards the
 * request's parts to its `identity.auth.<operation>` subject and sends back what identity decided:
 * status, headers and body, or a GoTrue error body in the shape the client's API version asks for
 * (@supabase/auth-js sends X-Supabase-Api-Version: 2024-01-01). The JWKS route is JwksController.
 */
@Controller('api/auth/v1')
export class AuthApiController {
  constructor(private readonly nats: NatsRequester) {}

  @ApiRoute(gotrueRoute('Sign up with e-mail and password (`data` becomes user_metadata)'))
  @Post('signup')
  signup(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.forward(AUTH_SUBJECTS.signup, request, reply);
  }

  @ApiRoute(gotrueRoute('Sign in (`grant_type=password`) or refresh (`grant_type=refresh_token`)'))
  @Post('token')
  token(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.forward(AUTH_SUBJECTS.token, request, reply);
  }

  @ApiRoute(gotrueRoute('Sign out: `scope=global` (default), `local` or `others`'))
  @Post('logout')
  logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.forward(AUTH_SUBJECTS.logout, request, reply);
  }

  @ApiRoute(gotrueRoute('The signed-in user'))
  @Get('user')
  getUser(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.forward(AUTH_SUBJECTS.getUser, request, reply);
  }

  @ApiRoute(gotrueRoute('Change the password or user_metadata'))
  @Put('user')
  updateUser(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.forward(AUTH_SUBJECTS.updateUser, request, reply);
  }

  @ApiRoute(gotrueRoute('Mail a password-recovery link (the same `{}` answer for any address)'))
  @Post('recover')
  recover(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.forward(AUTH_SUBJECTS.recover, request, reply);
  }

  @ApiRoute(gotrueRoute('Mail a new confirmation link (`type: signup`; the same `{}` answer for any address)'))
  @Post('resend')
  resend(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.forward(AUTH_SUBJECTS.resend, request, reply);
  }

  @ApiRoute(gotrueRoute('Exchange a mailed token (`type`, `token_hash`) for a session'))
  @Post('verify')
  verify(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.forward(AUTH_SUBJECTS.verify, request, reply);
  }

  /** The link in a confirmation or recovery mail: identity answers with a redirect to the site. */
  @ApiRoute(gotrueRoute('The mailed link: signs in and redirects to the site with the session in the fragment'))
  @Get('verify')
  verifyLink(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.forward(AUTH_SUBJECTS.verifyLink, request, reply);
  }

  @ApiRoute(gotrueRoute('What this auth server offers'))
  @Get('settings')
  settings(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.forward(AUTH_SUBJECTS.settings, request, reply);
  }

  @ApiRoute(gotrueRoute('Auth API health'))
  @Get('health')
  health(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.forward(AUTH_SUBJECTS.health, request, reply);
  }

  @ApiRoute(gotrueRoute('Enroll a TOTP factor'))
  @Post('factors')
  enrollFactor(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.forward(AUTH_SUBJECTS.enrollFactor, request, reply);
  }

  @ApiRoute(gotrueRoute('Challenge a factor'))
  @Post('factors/:factorId/challenge')
  challengeFactor(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.forward(AUTH_SUBJECTS.challengeFactor, request, reply);
  }

  @ApiRoute(gotrueRoute('Verify a challenge with a TOTP code (the session becomes aal2)'))
  @Post('factors/:factorId/verify')
  verifyFactor(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.forward(AUTH_SUBJECTS.verifyFactor, request, reply);
  }

  @ApiRoute(gotrueRoute('Remove a factor (a verified one needs an aal2 session)'))
  @Delete('factors/:factorId')
  unenrollFactor(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.forward(AUTH_SUBJECTS.unenrollFactor, request, reply);
  }

  private async forward(subject: AuthSubject, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const apiVersion = headerValue(request, AUTH_API_VERSION_HEADER);
    // Tokens and user data: never stored by a browser or proxy cache.
    void reply.header('Cache-Control', 'no-store');
    if (apiVersion !== undefined && apiVersion >= AUTH_API_VERSION_2024) void reply.header(AUTH_API_VERSION_HEADER, AUTH_API_VERSION_2024);

    const query = singleValued(request.query);
    if (!query) {
      await reply.status(400).send(authErrorBody(400, { error_code: 'validation_failed', msg: 'Each query parameter may be given once' }, apiVersion));
      return;
    }
    const payload: AuthOperationRequest = {
      body: request.body ?? {},
      query,
      params: (request.params ?? {}) as Record<string, string>,
      accessToken: bearerToken(request.headers.authorization),
      client: { ip: request.ip, userAgent: headerValue(request, 'user-agent') ?? null },
    };
    try {
      const result = await this.nats.request(subject, payload, { schema: authOperationResultSchema });
      for (const [name, value] of Object.entries(result.headers ?? {})) void reply.header(name, value);
      void reply.status(result.status);
      if (result.error) await reply.send(authErrorBody(result.status, result.error, apiVersion));
      else if (result.body === undefined) await reply.send();
      else await reply.send(result.body);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      // identity unreachable or failing: a 5xx the client retries, in GoTrue's error shape.
      const { status, body } = toHttpFailure(error);
      await reply.status(status).send(authErrorBody(status, { error_code: 'unexpected_failure', msg: body.error }, apiVersion));
    }
  }
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The query as name → value, or undefined when a name repeats (ambiguous: refused rather than guessed). */
function singleValued(query: unknown): Record<string, string> | undefined {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'string') return undefined;
    result[name] = value;
  }
  return result;
}
