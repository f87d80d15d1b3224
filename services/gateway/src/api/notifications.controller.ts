import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Put, Query, Redirect, Req, Res, UseGuards } from '@nestjs/common';
import {
  SUBJECTS,
  languageSchema,
  notificationPreferencesSchema,
  notificationPreferencesViewSchema,
  parseOrThrow,
  pushSubscribedSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  pushUnsubscribedSchema,
  unsubscribeRequestSchema,
  unsubscribedSchema,
  vapidPublicKeySchema,
  type NotificationPreferencesView,
} from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import { localizedPath } from '@pickwise/site';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf, type AuthUser } from '../auth/auth-user.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { preferredLanguage } from '../web/accept-language.js';

type SignedIn = { user: AuthUser };
type Answer<S extends z.ZodType> = { ok: true; data: z.output<S> };

/** What is kept of a browser's User-Agent beside its subscription (the account's list of browsers). */
const USER_AGENT_MAX = 512;

/** The unsubscribe address opened as a link: its token goes to the site's page as it came (the page tells a reader when it is no token). */
const unsubscribeLinkSchema = z.object({ token: z.string().optional(), lang: languageSchema.optional() });

/**
 * Alerts (/api/notifications), answered by the notifications service. The VAPID key and the e-mail's
 * unsubscribe need no session (the key is public; the unsubscribe token is the authority); the
 * browsers and the preferences are the signed-in caller's only.
 */
@Controller('api/notifications')
export class NotificationsController {
  constructor(private readonly nats: NatsRequester) {}

  @Get('vapid-public-key')
  async vapidPublicKey(@Res({ passthrough: true }) reply: FastifyReply): Promise<Answer<typeof vapidPublicKeySchema>> {
    const data = await this.nats.request(SUBJECTS.notificationsVapidPublicKey, {}, { schema: vapidPublicKeySchema });
    // The same for every visitor, and it changes only with a new key pair (which ends every subscription anyway).
    void reply.header('Cache-Control', 'public, max-age=3600');
    return { ok: true, data };
  }

  @Post('subscriptions')
  @HttpCode(201)
  @UseGuards(JwtAuthGuard)
  async subscribe(@Req() request: SignedIn & Pick<FastifyRequest, 'headers'>, @Body() body: unknown): Promise<Answer<typeof pushSubscribedSchema>> {
    const subscription = parseOrThrow(pushSubscriptionSchema, body ?? {});
    const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX);
    return {
      ok: true,
      data: await this.nats.request(SUBJECTS.notificationsSubscribe, { ...callerOf(request), subscription, ...(userAgent ? { userAgent } : {}) }, { schema: pushSubscribedSchema }),
    };
  }

  @Delete('subscriptions')
  @UseGuards(JwtAuthGuard)
  async unsubscribeDevice(@Req() request: SignedIn, @Body() body: unknown): Promise<Answer<typeof pushUnsubscribedSchema>> {
    const { endpoint } = parseOrThrow(pushUnsubscribeSchema, body ?? {});
    return { ok: true, data: await this.nats.request(SUBJECTS.notificationsUnsubscribeDevice, { ...callerOf(request), endpoint }, { schema: pushUnsubscribedSchema }) };
  }

  @Get('preferences')
  @UseGuards(JwtAuthGuard)
  async preferences(@Req() request: SignedIn): Promise<{ ok: true; data: NotificationPreferencesView }> {
    return { ok: true, data: await this.nats.request(SUBJECTS.notificationsPreferencesGet, callerOf(request), { schema: notificationPreferencesViewSchema }) };
  }

  @Put('preferences')
  @UseGuards(JwtAuthGuard)
  async updatePreferences(@Req() request: SignedIn, @Body() body: unknown): Promise<{ ok: true; data: NotificationPreferencesView }> {
    const preferences = parseOrThrow(notificationPreferencesSchema, body ?? {});
    return { ok: true, data: await this.nats.request(SUBJECTS.notificationsPreferencesUpdate, { ...callerOf(request), preferences }, { schema: notificationPreferencesViewSchema }) };
  }

  /**
   * The e-mail's List-Unsubscribe address opened as a link (a mail client without RFC 8058's
   * one-click POST, a reader's browser): 303 to the site's unsubscribe page with the token, in the
   * query's `lang`, else the language the browser prefers. It changes nothing: link scanners open
   * addresses, and only the page's button or a one-click POST unsubscribes.
   */
  @Get('unsubscribe')
  @Redirect(undefined, 303)
  unsubscribePage(@Query() query: unknown, @Headers('accept-language') acceptLanguage?: string): { url: string } {
    const { token, lang } = parseOrThrow(unsubscribeLinkSchema, query ?? {});
    const page = localizedPath(lang ?? preferredLanguage(acceptLanguage), '/unsubscribe');
    return { url: token === undefined ? page : `${page}?${new URLSearchParams({ token }).toString()}` };
  }

  /**
   * The e-mail's List-Unsubscribe address, posted by the mail client (RFC 8058: the token in the
   * query, a `List-Unsubscribe=One-Click` form body), or the site's unsubscribe page (`{ token }`
   * as JSON). No session: the token names the account.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  async unsubscribe(@Query('token') queryToken: unknown, @Body() body: unknown): Promise<Answer<typeof unsubscribedSchema>> {
    const bodyToken = typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined;
    const request = parseOrThrow(unsubscribeRequestSchema, { token: queryToken ?? bodyToken });
    return { ok: true, data: await this.nats.request(SUBJECTS.notificationsUnsubscribe, request, { schema: unsubscribedSchema }) };
  }
}
