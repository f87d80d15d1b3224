import {
  calendarFeedCreatedSchema,
  calendarFeedRevokedSchema,
  calendarFeedStatusSchema,
  calendarQuerySchema,
  contactMessagesListRequestSchema,
  contactMessagesListSchema,
  contactReceivedSchema,
  contactRequestSchema,
  adminBackfillBodySchema,
  adminFetchDrawsBodySchema,
  adminHealthResponseSchema,
  adminSignOutBodySchema,
  drawDetailsQuerySchema,
  drawDetailsResponseSchema,
  drawsFreshnessSchema,
  drawsListQuerySchema,
  drawsListResponseSchema,
  drawsStatsQuerySchema,
  endUserSessionsResultSchema,
  gameStatsSchema,
  gamesResponseSchema,
  generateRequestSchema,
  generateResponseSchema,
  generationLogsListSchema,
  generationLogsQuerySchema,
  httpErrorBodySchema,
  ingestLogsListRequestSchema,
  ingestLogsListResponseSchema,
  ingestionBootstrapResultSchema,
  ingestionRunResultSchema,
  jackpotsQuerySchema,
  jackpotsResponseSchema,
  jwksSchema,
  limitsSchema,
  limitsUpdateSchema,
  meSchema,
  methodsResponseSchema,
  notificationPreferencesSchema,
  notificationPreferencesViewSchema,
  paidProviderUsageSchema,
  profileLanguageSchema,
  profileLanguageSetSchema,
  profileSchema,
  profileUpdateSchema,
  pushSubscribedSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  pushUnsubscribedSchema,
  remotesConfigSchema,
  replayRequestSchema,
  systemHealthSchema,
  ticketCheckBodySchema,
  ticketCheckResponseSchema,
  ticketCreateSchema,
  ticketListSchema,
  ticketSchema,
  ticketUpdateSchema,
  ticketsSummarySchema,
  unsubscribeRequestSchema,
  unsubscribedSchema,
  vapidPublicKeySchema,
} from '@pickwise/contracts';
import { GAME_IDS } from '@pickwise/lottery';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

// Request schemas are described as accepted (before defaults and transforms), replies as sent.
const input = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
const output = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['ok', 'data'],
  properties: { ok: { type: 'boolean', enum: [true] }, data },
});
const failure: JsonSchema = output(httpErrorBodySchema);

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const ok = (description: string, data: JsonSchema) => ({ description, ...json(envelope(data)) });
const failed = (description: string) => ({ description, ...json(failure) });

/** Query parameters from the properties of an object schema. */
function queryParameters(schema: z.ZodType, exclude: string[] = []) {
  const objectSchema = input(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(objectSchema.properties ?? {})
    .filter(([name]) => !exclude.includes(name))
    .map(([name, property]) => ({ name, in: 'query', required: objectSchema.required?.includes(name) ?? false, schema: property }));
}

const gotrueError: JsonSchema = {
  type: 'object',
  description: 'GoTrue error: `{ code: <error code>, message }` with X-Supabase-Api-Version 2024-01-01, else `{ code: <status>, error_code, msg }`',
  properties: { code: { oneOf: [{ type: 'string' }, { type: 'integer' }] }, message: { type: 'string' }, error_code: { type: 'string' }, msg: { type: 'string' } },
};

/** The admin panel's routes: role admin only; each refuses without a token (401) or the role (403). */
function adminPaths(badRequest: JsonSchema, unavailable: JsonSchema) {
  const route = (summary: string, answer: JsonSchema, extra: Record<string, unknown> = {}, refusals: Record<string, JsonSchema> = {}) => ({
    summary: `${summary} (role admin)`,
    security: [{ bearer: [] }],
    ...extra,
    responses: {
      '200': ok(summary, answer),
      '400': badRequest,
      '401': failed('Missing, invalid or expired access token, a signed-out session, or a token older than ADMIN_TOKEN_MAX_AGE_SECONDS'),
      '403': failed('The user is not an admin'),
      ...refusals,
      '503': unavailable,
    },
  });
  const body = (schema: z.ZodType) => ({ requestBody: { required: true, ...json(input(schema)) } });
  const runRefusals = { '404': failed('Unknown game id'), '409': failed('A run of this game is already in progress') };
  return {
    '/api/admin/health': { get: route('Game Health cards: last run, its rows, total draws, last error, the S-2 warning', output(adminHealthResponseSchema)) },
    '/api/admin/ingest-logs': { get: route('Ingest runs, newest first', output(ingestLogsListResponseSchema), { parameters: queryParameters(ingestLogsListRequestSchema) }, { '404': failed('Unknown game id') }) },
    '/api/admin/fetch-draws': { post: route('Run the ingestion of one game now', output(ingestionRunResultSchema), body(adminFetchDrawsBodySchema), runRefusals) },
    '/api/admin/backfill': { post: route('Fetch every draw of the last months of one game', output(ingestionRunResultSchema), body(adminBackfillBodySchema), runRefusals) },
    '/api/admin/bootstrap': { post: route('Fetch all 12 games one after another, then check their statistics', output(ingestionBootstrapResultSchema)) },
    '/api/admin/generation-logs': { get: route('Generation log entries, newest first, paged and filtered', output(generationLogsListSchema), { parameters: queryParameters(generationLogsQuerySchema) }) },
    '/api/admin/contact-messages': { get: route('Contact form messages, newest first, paged', output(contactMessagesListSchema), { parameters: queryParameters(contactMessagesListRequestSchema) }) },
    '/api/admin/provider-usage': { get: route("The paid provider's calls this month against its quota", output(paidProviderUsageSchema)) },
    '/api/admin/sign-out': { post: route('End every session of an account', output(endUserSessionsResultSchema), body(adminSignOutBodySchema), { '404': failed('No account has that e-mail address') }) },
  };
}

/**
 * My tickets and the budgets: a signed-in user's own only (another user's ticket is a 404, as a
 * missing one is). Every answer is `Cache-Control: no-store`.
 */
function ticketsPaths(badRequest: JsonSchema, unavailable: JsonSchema) {
  const route = (summary: string, success: Record<string, JsonSchema>, extra: Record<string, unknown> = {}, refusals: Record<string, JsonSchema> = {}) => ({
    summary,
    tags: ['my tickets'],
    security: [{ bearer: [] }],
    ...extra,
    responses: {
      ...success,
      '401': failed('Missing, invalid or expired access token, or a signed-out session'),
      ...refusals,
      '429': failed('Too many requests from this client IP; see Retry-After'),
      '503': unavailable,
    },
  });
  const body = (schema: z.ZodType) => ({ requestBody: { required: true, ...json(input(schema)) } });
  const id = { parameters: [{ name: 'id', in: 'path', required: true, description: "The ticket's id (a UUID; anything else is a 400)", schema: { type: 'string', format: 'uuid' } }] };
  const notFound = { '404': failed('No ticket of the signed-in user has this id (another user’s ticket included)') };
  const bodyRefusals = {
    '400': badRequest,
    '409': failed('The save would take a week’s or a month’s spend over a budget: the message names the budget, the period and the amounts'),
    '413': failed('Body larger than the limit'),
    '415': failed('Not a JSON body'),
  };
  return {
    '/api/tickets': {
      post: route(
        'Save a ticket: a game, its lines, the first draw date and how many consecutive draws; checked at once against the draws already in the history. With `clientId` (a device’s ticket moved to the account) the same ticket is answered however often it is sent',
        { '201': ok('The saved ticket with its results (pending for draws not yet in the history)', output(ticketSchema)) },
        body(ticketCreateSchema),
        bodyRefusals,
      ),
      get: route('The signed-in user’s tickets: active ones first (next draw soonest), then past ones (newest first)', { '200': ok('The tickets, without their results', output(ticketListSchema)) }),
    },
    '/api/tickets/summary': {
      get: route(
        'The spend ledger: spent, won and the expected loss per month and game, and totals per currency (never added up across currencies)',
        { '200': ok('Months newest first, totals per currency', output(ticketsSummarySchema)) },
      ),
    },
    '/api/tickets/{id}': {
      get: route('One ticket with the result of every covered draw per line, newest draw first', { '200': ok('The ticket and its results', output(ticketSchema)) }, id, { '400': badRequest, ...notFound }),
      put: route('Replace a ticket (its results are checked again)', { '200': ok('The saved ticket and its results', output(ticketSchema)) }, { ...id, ...body(ticketUpdateSchema) }, { ...bodyRefusals, ...notFound }),
      delete: route('Delete a ticket and its results', { '204': { description: 'Deleted' } }, id, { '400': badRequest, ...notFound }),
    },
    '/api/tickets/{id}/read': {
      post: route('Mark the ticket’s results read (the owner opened it)', { '204': { description: 'Marked read' } }, id, { '400': badRequest, ...notFound }),
    },
    '/api/limits': {
      get: route(
        'The budgets per currency (weekly, monthly, spent this week and month, a raise waiting out its 24 hours) and the pause',
        { '200': ok('Budgets and pause', output(limitsSchema)) },
      ),
      put: route(
        'Set budgets (null removes one) or the pause; a lower budget counts at once, a higher one (or a removal) after 24 hours',
        { '200': ok('The limits as they now stand', output(limitsSchema)) },
        body(limitsUpdateSchema),
        { '400': badRequest, '413': failed('Body larger than the limit'), '415': failed('Not a JSON body') },
      ),
    },
  };
}

/**
 * Alerts and the draw calendars. The VAPID key, the e-mail's unsubscribe and the feeds need no
 * session (the unsubscribe and a player's feed are opened by the token they carry, and get a tighter
 * per-IP limit); the rest is the signed-in user's own.
 */
function alertsPaths(badRequest: JsonSchema, unavailable: JsonSchema) {
  const signedOut = failed('Missing, invalid or expired access token, or a signed-out session');
  const tooMany = failed('Too many requests from this client IP; see Retry-After');
  const route = (summary: string, success: Record<string, JsonSchema>, extra: Record<string, unknown> = {}, refusals: Record<string, JsonSchema> = {}) => ({
    summary,
    tags: ['alerts'],
    ...extra,
    responses: { ...success, '429': tooMany, ...refusals, '503': unavailable },
  });
  // The routes a token opens without a session count each token apart (beside the API's per-IP limit).
  const tooManyForToken = failed('Too many requests with this token (TOKEN_ROUTES_THROTTLE_LIMIT per window), or from this client IP; see Retry-After');
  const signedIn = { security: [{ bearer: [] }] };
  const body = (schema: z.ZodType) => ({ requestBody: { required: true, ...json(input(schema)) } });
  const bodyRefusals = { '400': badRequest, '401': signedOut, '413': failed('Body larger than the limit'), '415': failed('Not a JSON body') };
  const calendar = (description: string) => ({ description, content: { 'text/calendar': { schema: { type: 'string', description: 'iCalendar (RFC 5545)' } } } });
  const language = queryParameters(calendarQuerySchema).map((parameter) => ({ ...parameter, description: 'The feed’s language (en when absent)' }));
  return {
    '/api/notifications/vapid-public-key': {
      get: route('The VAPID public key (base64url) browsers subscribe to push with. Cache-Control: public, max-age=3600', { '200': ok('The application server key', output(vapidPublicKeySchema)) }),
    },
    '/api/notifications/subscriptions': {
      post: route(
        'Keep this browser’s push subscription (`PushSubscription.toJSON()`) for the account; an endpoint another account had moves to this one. The endpoint must be one of the push services the deployment sends to (PUSH_SERVICE_ORIGINS), else 400',
        { '201': ok('The stored subscription', output(pushSubscribedSchema)) },
        { ...signedIn, ...body(pushSubscriptionSchema) },
        bodyRefusals,
      ),
      delete: route('Forget the browser whose push endpoint this is', { '200': ok('`removed` false when the account did not have it', output(pushUnsubscribedSchema)) }, { ...signedIn, ...body(pushUnsubscribeSchema) }, bodyRefusals),
    },
    '/api/notifications/preferences': {
      get: route(
        'The alert rules (none until the player turns one on), the browsers subscribed, the messages’ language, the pause and the jackpot rules already passed',
        { '200': ok('The preferences', output(notificationPreferencesViewSchema)) },
        signedIn,
        { '401': signedOut },
      ),
      put: route(
        'Replace every alert rule: per kind (results, jackpot with its amount, reminder), game and channel (push, email)',
        { '200': ok('The preferences as they now stand', output(notificationPreferencesViewSchema)) },
        { ...signedIn, ...body(notificationPreferencesSchema) },
        bodyRefusals,
      ),
    },
    '/api/notifications/unsubscribe': {
      post: route(
        'The e-mail’s one-click unsubscribe (RFC 8058), no session: the token in the query with a `List-Unsubscribe=One-Click` body (urlencoded or multipart), or `{ token }` as JSON. Turns e-mail off for every alert of the token’s account; the same token again is 200',
        { '200': ok('Unsubscribed', output(unsubscribedSchema)) },
        {
          parameters: [{ name: 'token', in: 'query', required: false, description: 'The token of the mail’s List-Unsubscribe address (or in the body)', schema: input(unsubscribeRequestSchema.shape.token) }],
          requestBody: {
            required: false,
            content: {
              'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] }, token: { type: 'string' } } } },
              'multipart/form-data': { schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } } },
              'application/json': { schema: input(unsubscribeRequestSchema) },
            },
          },
        },
        { '400': failed('No token, or a text that is no unsubscribe token'), '404': failed('The token is not valid'), '413': failed('Body larger than the limit'), '429': tooManyForToken },
      ),
      get: {
        summary:
          'The List-Unsubscribe address opened as a link (a mail client without one-click, a reader’s browser): 303 to the site’s unsubscribe page with the token, in `lang` or else the language Accept-Language prefers. Changes nothing: link scanners open addresses; only the page’s button or the one-click POST unsubscribes',
        tags: ['alerts'],
        parameters: [
          { name: 'token', in: 'query', required: false, description: 'Handed to the page as it came', schema: { type: 'string' } },
          ...queryParameters(calendarQuerySchema).map((parameter) => ({ ...parameter, description: 'The page’s language (else Accept-Language’s, else en)' })),
        ],
        responses: {
          '303': { description: 'To /unsubscribe?token=… or /es/unsubscribe?token=…', headers: { Location: { schema: { type: 'string' } } } },
          '400': badRequest,
          '429': tooMany,
        },
      },
    },
    '/api/calendars/{game}.ics': {
      get: route(
        'A game’s draws (the last 4 weeks and the next 26) as an iCalendar feed: each draw at its local time with its time zone, the next draw’s jackpot estimate, stable UIDs. Cache-Control: public, max-age=3600',
        { '200': calendar('The feed (text/calendar; charset=utf-8)') },
        { parameters: [{ name: 'game', in: 'path', required: true, schema: { type: 'string', enum: [...GAME_IDS] } }, ...language] },
        { '400': badRequest, '404': failed('Unknown game id') },
      ),
    },
    '/api/calendars/me/{token}.ics': {
      get: route(
        'The draws of a player’s saved tickets as an iCalendar feed, read by calendar apps without a session: the address’s token is the authority. Cache-Control: private, no-store',
        { '200': calendar('The feed (text/calendar; charset=utf-8)') },
        { parameters: [{ name: 'token', in: 'path', required: true, description: 'The feed address’s token (POST /api/calendars/me)', schema: { type: 'string' } }, ...language] },
        { '400': badRequest, '404': failed('No feed has this address (never made, replaced or turned off)'), '429': tooManyForToken },
      ),
    },
    '/api/calendars/me': {
      get: route('Whether the player’s own feed exists (its address is shown only when made)', { '200': ok('The feed’s state', output(calendarFeedStatusSchema)) }, signedIn, { '401': signedOut }),
      post: route(
        'A new address for the player’s feed; the one before stops working',
        { '201': ok('The token and path of the address (kept only as a hash: shown this once)', output(calendarFeedCreatedSchema)) },
        signedIn,
        { '401': signedOut },
      ),
      delete: route('Turn the player’s feed off: its address stops working', { '200': ok('`revoked` false when there was none', output(calendarFeedRevokedSchema)) }, signedIn, { '401': signedOut }),
    },
  };
}

/** The GoTrue-compatible routes: bodies and answers are GoTrue's (not enveloped), documented by Supabase Auth. */
const AUTH_ROUTES: [path: string, method: string, summary: string][] = [
  ['/signup', 'post', 'Sign up with e-mail and password (`data` becomes user_metadata)'],
  ['/token', 'post', 'Sign in (`grant_type=password`) or refresh (`grant_type=refresh_token`)'],
  ['/logout', 'post', 'Sign out: `scope=global` (default), `local` or `others`'],
  ['/user', 'get', 'The signed-in user'],
  ['/user', 'put', 'Change the password or user_metadata'],
  ['/recover', 'post', 'Mail a password-recovery link (the same `{}` answer for any address)'],
  ['/resend', 'post', 'Mail a new confirmation link (`type: signup`; the same `{}` answer for any address)'],
  ['/verify', 'post', 'Exchange a mailed token (`type`, `token_hash`) for a session'],
  ['/verify', 'get', 'The mailed link: signs in and redirects to the site with the session in the fragment'],
  ['/settings', 'get', 'What this auth server offers'],
  ['/health', 'get', 'Auth API health'],
  ['/factors', 'post', 'Enroll a TOTP factor'],
  ['/factors/{factorId}/challenge', 'post', 'Challenge a factor'],
  ['/factors/{factorId}/verify', 'post', 'Verify a challenge with a TOTP code (the session becomes aal2)'],
  ['/factors/{factorId}', 'delete', 'Remove a factor (a verified one needs an aal2 session)'],
];

function authPaths(): Record<string, Record<string, JsonSchema>> {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [path, method, summary] of AUTH_ROUTES) {
    paths[`/api/auth/v1${path}`] ??= {};
    paths[`/api/auth/v1${path}`]![method] = {
      summary,
      tags: ['auth (GoTrue-compatible)'],
      responses: { '2XX': { description: 'GoTrue answer' }, '4XX': { description: 'GoTrue error', ...json(gotrueError) }, '429': { description: 'Per-IP limit reached; see Retry-After' } },
    };
  }
  return paths;
}

/** The OpenAPI 3 document of the public HTTP API, built from the contracts' zod schemas. */
export function buildOpenApiDocument(): JsonSchema {
  const badRequest = failed('Invalid input; the message names the field, and `issues` lists each field with its problem');
  const unavailable = failed('A service behind the gateway did not answer in time');
  return {
    openapi: '3.0.3',
    info: {
      title: 'PickWise API',
      version: '1.0.0',
      description:
        'Lottery number suggestions for twelve games. Every answer is an envelope: `{ ok: true, data }` or `{ ok: false, error, code, issues? }` with a 4xx/5xx status; clients branch on `code`, the `error` text is for people; a VALIDATION failure found by a schema lists the fields it names in `issues` (`[{ path, code }]`). Entertainment only: no method changes the odds.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (ES256)' } } },
    paths: {
      '/api/health': { get: { summary: "Readiness of the gateway and of every service's replicas", responses: { '200': ok('The gateway, each service (up when a replica is ready) and its ready and not-ready replicas', output(systemHealthSchema)) } } },
      '/api/games': { get: { summary: 'The twelve games with their next draw time', responses: { '200': ok('Games', output(gamesResponseSchema)) } } },
      '/api/methods': { get: { summary: 'The eight generation methods in English and Spanish', responses: { '200': ok('Methods', output(methodsResponseSchema)) } } },
      '/api/generate': {
        post: {
          summary: 'Generate number sets',
          requestBody: { required: true, ...json(input(generateRequestSchema)) },
          responses: {
            '200': ok('The sets and the seed that reproduces them', output(generateResponseSchema)),
            '400': badRequest,
            '404': failed('Unknown game id'),
            '413': failed('Body larger than the limit'),
            '429': failed('Too many requests'),
            '503': unavailable,
          },
        },
      },
      '/api/generate/replay': {
        post: {
          summary: 'The same sets again from a share link (seed, options and statsAsOf of an earlier reply); not logged as a new generation',
          requestBody: { required: true, ...json(input(replayRequestSchema)) },
          responses: {
            '200': ok('The sets the earlier reply gave', output(generateResponseSchema)),
            '400': badRequest,
            '404': failed('Unknown game id'),
            '413': failed('Body larger than the limit'),
            '429': failed('Too many requests'),
            '503': unavailable,
          },
        },
      },
      '/api/draws': {
        get: {
          summary: 'Past draws of a game, newest first',
          parameters: queryParameters(drawsListQuerySchema),
          responses: { '200': ok('A page of draws and the total', output(drawsListResponseSchema)), '400': badRequest, '404': failed('Unknown game id'), '503': unavailable },
        },
      },
      '/api/draws/{game}/stats': {
        get: {
          summary: "Statistics of a game's draws under its current rules",
          parameters: [{ name: 'game', in: 'path', required: true, schema: { type: 'string' } }, ...queryParameters(drawsStatsQuerySchema, ['game'])],
          responses: { '200': ok('Frequencies, hot, cold, overdue, bands, transitions', output(gameStatsSchema)), '400': badRequest, '404': failed('Unknown game id'), '503': unavailable },
        },
      },
      '/api/draws/{game}/freshness': {
        get: {
          summary: "How fresh a game's stored draws are: the newest stored draw, the last successful check for new draws, and whether a scheduled draw has gone a day without one",
          parameters: [{ name: 'game', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': ok('The game’s freshness (stale is computed from its draw schedule)', output(drawsFreshnessSchema)), '400': badRequest, '404': failed('Unknown game id'), '503': unavailable },
        },
      },
      '/api/draws/{game}/details': {
        get: {
          summary: 'One draw in detail: the rules and prize table of that day, how often its numbers were drawn since (signed in, complete profile)',
          security: [{ bearer: [] }],
          parameters: [{ name: 'game', in: 'path', required: true, schema: { type: 'string' } }, ...queryParameters(drawDetailsQuerySchema, ['game'])],
          responses: {
            '200': ok('Every draw of the game on that date', output(drawDetailsResponseSchema)),
            '400': badRequest,
            '401': failed('Missing, invalid or expired access token'),
            '403': failed('Please complete your profile. Missing: <items>'),
            '404': failed('Unknown game id, or no draw on that date'),
            '503': unavailable,
          },
        },
      },
      '/api/draws/{game}/check': {
        post: {
          summary: 'The ticket checker: past draws where the line would have won, by the prize tier in force on each draw’s date',
          parameters: [{ name: 'game', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: { required: true, ...json(input(ticketCheckBodySchema)) },
          responses: {
            '200': ok('Winning draws, newest first, and how many draws were checked', output(ticketCheckResponseSchema)),
            '400': badRequest,
            '404': failed('Unknown game id'),
            '413': failed('Body too large'),
            '415': failed('Not a JSON body'),
            '503': unavailable,
          },
        },
      },
      '/api/jackpots': {
        get: {
          summary: 'Jackpot of each game: a provider’s advertised next jackpot (live), the latest draw’s (fallback) or the static estimate',
          parameters: [{ ...queryParameters(jackpotsQuerySchema)[0], description: 'Comma-separated game ids (at most 12); all games when absent' }],
          responses: {
            '200': ok('Keyed by game id; drawDate is the next draw. Cache-Control: public, max-age=60', output(jackpotsResponseSchema)),
            '400': badRequest,
            '404': failed('Unknown game id'),
            '503': unavailable,
          },
        },
      },
      '/api/me': {
        get: {
          summary: 'The signed-in user, role and what the profile lacks',
          security: [{ bearer: [] }],
          responses: { '200': ok('Who is signed in', output(meSchema)), '401': failed('Missing, invalid or expired access token, or a signed-out session'), '503': unavailable },
        },
      },
      '/api/profile': {
        get: { summary: 'The signed-in user’s profile', security: [{ bearer: [] }], responses: { '200': ok('Profile', output(profileSchema)), '401': failed('Not signed in'), '503': unavailable } },
        put: {
          summary: 'Set name and country (the e-mail cannot be changed)',
          security: [{ bearer: [] }],
          requestBody: { required: true, ...json(input(profileUpdateSchema)) },
          responses: { '200': ok('The saved profile', output(profileSchema)), '400': badRequest, '401': failed('Not signed in'), '503': unavailable },
        },
      },
      '/api/profile/language': {
        put: {
          summary: 'The language the account’s mails and notifications are written in',
          security: [{ bearer: [] }],
          requestBody: { required: true, ...json(input(profileLanguageSchema)) },
          responses: { '200': ok('The language kept', output(profileLanguageSetSchema)), '400': badRequest, '401': failed('Not signed in'), '503': unavailable },
        },
      },
      ...ticketsPaths(badRequest, unavailable),
      ...alertsPaths(badRequest, unavailable),
      '/api/contact': {
        post: {
          summary: 'Send a message to the PickWise team (at most RATE_LIMIT_CONTACT per client IP per hour; `website` must stay empty)',
          requestBody: { required: true, ...json(input(contactRequestSchema)) },
          responses: { '200': ok('Received', output(contactReceivedSchema)), '400': badRequest, '429': failed('Too many messages from this address'), '503': unavailable },
        },
      },
      ...authPaths(),
      '/api/auth/v1/.well-known/jwks.json': {
        get: { summary: 'Public keys that verify access tokens (plain JWKS, not enveloped)', responses: { '200': { description: 'JWKS', ...json(output(jwksSchema)) }, '503': unavailable } },
      },
      ...adminPaths(badRequest, unavailable),
      '/config/remotes.json': {
        get: { summary: 'Where the shell loads its micro-frontends from', responses: { '200': { description: 'Remote entries', ...json(output(remotesConfigSchema)) } } },
      },
    },
  };
}
