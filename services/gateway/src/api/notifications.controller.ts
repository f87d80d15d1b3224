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
  calendarQuerySchema,
} from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import { localizedPath } from '@pickwise/site/pages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf, type AuthUser } from '../auth/auth-user.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { preferredLanguage } from '../web/accept-language.js';
import { ApiRoute, BAD_REQUEST, SIGNED_IN, TOO_LARGE, TOO_MANY, failed, jsonBody, ok, queryParameters } from '../docs/api-route.js';
import { ALERTS_BODY_REFUSALS, SIGNED_OUT, TOO_MANY_FOR_TOKEN, alertsRoute } from '../docs/route-shapes.js';

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

  @ApiRoute(alertsRoute('The VAPID public key (base64url) browsers subscribe to push with. Cache-Control: public, max-age=3600', { '200': ok('The application server key', vapidPublicKeySchema) }))
  @Get('vapid-public-key')
  async vapidPublicKey(@Res({ passthrough: true }) reply: FastifyReply): Promise<Answer<typeof vapidPublicKeySchema>> {
    const data = await this.nats.request(SUBJECTS.notificationsVapidPublicKey, {}, { schema: vapidPublicKeySchema });
    // The same for every visitor, and it changes only with a new key pair (which ends every subscription anyway).
    void reply.header('Cache-Control', 'public, max-age=3600');
    return { ok: true, data };
  }

  @ApiRoute(
    alertsRoute(
      'Keep this browser’s push subscription (`PushSubscription.toJSON()`) for the account; an endpoint another account had moves to this one. The endpoint must be one of the push services the deployment sends to (PUSH_SERVICE_ORIGINS), else 400',
      { '201': ok('The stored subscription', pushSubscribedSchema) },
      { ...SIGNED_IN, ...jsonBody(pushSubscriptionSchema) },
      ALERTS_BODY_REFUSALS,
    ),
  )
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

  @ApiRoute(alertsRoute('Forget the browser whose push endpoint this is', { '200': ok('`removed` false when the account did not have it', pushUnsubscribedSchema) }, { ...SIGNED_IN, ...jsonBody(pushUnsubscribeSchema) }, ALERTS_BODY_REFUSALS))
  @Delete('subscriptions')
  @UseGuards(JwtAuthGuard)
  async unsubscribeDevice(@Req() request: SignedIn, @Body() body: unknown): Promise<Answer<typeof pushUnsubscribedSchema>> {
    const { endpoint } = parseOrThrow(pushUnsubscribeSchema, body ?? {});
    return { ok: true, data: await this.nats.request(SUBJECTS.notificationsUnsubscribeDevice, { ...callerOf(request), endpoint }, { schema: pushUnsubscribedSchema }) };
  }

  @ApiRoute(
    alertsRoute(
      'The alert rules (none until the player turns one on), the browsers subscribed, the messages’ language, the pause and the jackpot rules already passed',
      { '200': ok('The preferences', notificationPreferencesViewSchema) },
      SIGNED_IN,
      { '401': SIGNED_OUT },
    ),
  )
  @Get('preferences')
  @UseGuards(JwtAuthGuard)
  async preferences(@Req() request: SignedIn): Promise<{ ok: true; data: NotificationPreferencesView }> {
    return { ok: true, data: await this.nats.request(SUBJECTS.notificationsPreferencesGet, callerOf(request), { schema: notificationPreferencesViewSchema }) };
  }

  @ApiRoute(
    alertsRoute(
      'Replace every alert rule: per kind (results, jackpot with its amount, reminder), game and channel (push, email)',
      { '200': ok('The preferences as they now stand', notificationPreferencesViewSchema) },
      { ...SIGNED_IN, ...jsonBody(notificationPreferencesSchema) },
      ALERTS_BODY_REFUSALS,
    ),
  )
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
  @ApiRoute({
    summary:
      'The List-Unsubscribe address opened as a link (a mail client without one-click, a reader’s browser): 303 to the site’s unsubscribe page with the token, in `lang` or else the language Accept-Language prefers. Changes nothing: link scanners open addresses; only the page’s button or the one-click POST unsubscribes',
    tags: ['alerts'],
    parameters: [
      ...queryParameters(z.object({ token: z.string().optional() }), { descriptions: { token: 'Handed to the page as it came' } }),
      ...queryParameters(calendarQuerySchema, { descriptions: { lang: 'The page’s language (else Accept-Language’s, else en)' } }),
    ],
    responses: {
      '303': { description: 'To /unsubscribe?token=… or /es/unsubscribe?token=…', headers: { Location: { schema: { type: 'string' } } } },
      '400': BAD_REQUEST,
      '429': TOO_MANY,
    },
  })
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
  @ApiRoute(
    alertsRoute(
      'The e-mail’s one-click unsubscribe (RFC 8058), no session: the token in the query with a `List-Unsubscribe=One-Click` body (urlencoded or multipart), or `{ token }` as JSON. Turns e-mail off for every alert of the token’s account; the same token again is 200',
      { '200': ok('Unsubscribed', unsubscribedSchema) },
      {
        parameters: queryParameters(z.object({ token: unsubscribeRequestSchema.shape.token.optional() }), { descriptions: { token: 'The token of the mail’s List-Unsubscribe address (or in the body)' } }),
        requestBody: {
          required: false,
          content: {
            'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] }, token: { type: 'string' } } } },
            'multipart/form-data': { schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } } },
            'application/json': { schema: unsubscribeRequestSchema },
          },
        },
      },
      { '400': failed('No token, or a text that is no unsubscribe token'), '404': failed('The token is not valid'), '413': TOO_LARGE, '429': TOO_MANY_FOR_TOKEN },
    ),
  )
  @Post('unsubscribe')
  @HttpCode(200)
  async unsubscribe(@Query('token') queryToken: unknown, @Body() body: unknown): Promise<Answer<typeof unsubscribedSchema>> {
    const bodyToken = typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined;
    const request = parseOrThrow(unsubscribeRequestSchema, { token: queryToken ?? bodyToken });
    return { ok: true, data: await this.nats.request(SUBJECTS.notificationsUnsubscribe, request, { schema: unsubscribedSchema }) };
  }
}
