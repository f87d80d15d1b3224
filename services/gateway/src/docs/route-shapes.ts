import { z } from 'zod';
import type { ZodOpenApiResponseObject, ZodOpenApiSchemaObject } from 'zod-openapi';
import { BAD_REQUEST, NOT_JSON, SIGNED_IN, TOO_LARGE, TOO_MANY, UNAVAILABLE, failed, ok, pathParameter, type ApiRouteEntry } from './api-route.js';

// The shapes several routes of one area share, so each handler's entry says only what is its own.

type Responses = Record<string, ZodOpenApiResponseObject>;
type Extra = Omit<Partial<ApiRouteEntry>, 'responses'>;

/** The admin panel's routes: role admin only; each refuses without a token (401) or the role (403). */
export function adminRoute(summary: string, answer: z.ZodType, extra: Extra = {}, refusals: Responses = {}): ApiRouteEntry {
  return {
    summary: `${summary} (role admin)`,
    ...SIGNED_IN,
    ...extra,
    responses: {
      '200': ok(summary, answer),
      '400': BAD_REQUEST,
      '401': failed('Missing, invalid or expired access token, a signed-out session, or a token older than ADMIN_TOKEN_MAX_AGE_SECONDS'),
      '403': failed('The user is not an admin'),
      ...refusals,
      '503': UNAVAILABLE,
    },
  };
}

export const ADMIN_RUN_REFUSALS: Responses = { '404': failed('Unknown game id'), '409': failed('A run of this game is already in progress') };

/**
 * My tickets and the budgets: a signed-in user's own only (another user's ticket is a 404, as a
 * missing one is). Every answer is `Cache-Control: no-store`.
 */
export function myTicketsRoute(summary: string, success: Responses, extra: Extra = {}, refusals: Responses = {}): ApiRouteEntry {
  return {
    summary,
    tags: ['my tickets'],
    ...SIGNED_IN,
    ...extra,
    responses: {
      ...success,
      '401': failed('Missing, invalid or expired access token, or a signed-out session'),
      ...refusals,
      '429': TOO_MANY,
      '503': UNAVAILABLE,
    },
  };
}

export const TICKET_ID = { parameters: [pathParameter('id', z.string().meta({ format: 'uuid' }), "The ticket's id (a UUID; anything else is a 400)")] };
export const TICKET_NOT_FOUND: Responses = { '404': failed('No ticket of the signed-in user has this id (another user’s ticket included)') };
export const TICKET_BODY_REFUSALS: Responses = {
  '400': BAD_REQUEST,
  '409': failed('The save would take a week’s or a month’s spend over a budget: the message names the budget, the period and the amounts'),
  '413': TOO_LARGE,
  '415': NOT_JSON,
};

/**
 * Alerts and the draw calendars. The VAPID key, the e-mail's unsubscribe and the feeds need no
 * session (the unsubscribe and a player's feed are opened by the token they carry); the rest is the
 * signed-in user's own.
 */
export function alertsRoute(summary: string, success: Responses, extra: Extra = {}, refusals: Responses = {}): ApiRouteEntry {
  return { summary, tags: ['alerts'], ...extra, responses: { ...success, '429': TOO_MANY, ...refusals, '503': UNAVAILABLE } };
}

export const SIGNED_OUT = failed('Missing, invalid or expired access token, or a signed-out session');
export const ALERTS_BODY_REFUSALS: Responses = { '400': BAD_REQUEST, '401': SIGNED_OUT, '413': TOO_LARGE, '415': NOT_JSON };
// The routes a token opens without a session count each token apart (beside the API's per-IP limit).
export const TOO_MANY_FOR_TOKEN = failed('Too many requests with this token (TOKEN_ROUTES_THROTTLE_LIMIT per window), or from this client IP; see Retry-After');

/** An iCalendar feed answer. */
export const calendarFeed = (description: string): ZodOpenApiResponseObject => ({
  description,
  content: { 'text/calendar': { schema: { type: 'string', description: 'iCalendar (RFC 5545)' } } },
});

const gotrueError: ZodOpenApiSchemaObject = {
  type: 'object',
  description: 'GoTrue error: `{ code: <error code>, message }` with X-Supabase-Api-Version 2024-01-01, else `{ code: <status>, error_code, msg }`',
  properties: { code: { oneOf: [{ type: 'string' }, { type: 'integer' }] }, message: { type: 'string' }, error_code: { type: 'string' }, msg: { type: 'string' } },
};

/** The GoTrue-compatible routes: bodies and answers are GoTrue's (not enveloped), documented by Supabase Auth. */
export function gotrueRoute(summary: string): ApiRouteEntry {
  return {
    summary,
    tags: ['auth (GoTrue-compatible)'],
    responses: {
      '2XX': { description: 'GoTrue answer' },
      '4XX': { description: 'GoTrue error', content: { 'application/json': { schema: gotrueError } } },
      '429': { description: 'Per-IP limit reached; see Retry-After' },
    },
  };
}

/**
 * The signed-in player's own account: "Download my data", deleting the account, and the
 * re-authentication both ask for. Every answer is `Cache-Control: no-store`.
 */
export function accountRoute(summary: string, success: Responses, extra: Extra = {}, refusals: Responses = {}): ApiRouteEntry {
  return { summary, tags: ['account'], ...SIGNED_IN, ...extra, responses: { ...success, '401': SIGNED_OUT, '429': TOO_MANY, ...refusals, '503': UNAVAILABLE } };
}

export const NOT_RECENTLY_AUTHENTICATED = failed(
  'REAUTHENTICATION_REQUIRED: the session’s last sign-in is older than RECENT_AUTHENTICATION_SECONDS (10 minutes); prove it again with POST /api/account/reauthenticate',
);

/** A zip file answer. */
export const zipFile = (description: string): ZodOpenApiResponseObject => ({ description, content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } });

/**
 * Pools (/api/pools): a signed-in member's pools only. A pool the caller is not a member of is the
 * same 404 as an unknown id; only the organiser changes it (403 for another member). Every answer
 * is `Cache-Control: no-store` (the photo's `private, no-store`).
 */
export function poolRoute(summary: string, success: Responses, extra: Extra = {}, refusals: Responses = {}): ApiRouteEntry {
  return { summary, tags: ['pools'], ...SIGNED_IN, ...extra, responses: { ...success, '401': SIGNED_OUT, ...refusals, '429': TOO_MANY, '503': UNAVAILABLE } };
}

const uuidParameter = (name: string, description: string) => pathParameter(name, z.string().meta({ format: 'uuid' }), `${description} (a UUID; anything else is a 400 naming it)`);
export const POOL_ID = uuidParameter('id', "The pool's id");
export const POOL_MEMBER_ID = uuidParameter('memberId', "A member's id in the pool (`members[].memberId`)");
export const POOL_TICKET_ID = uuidParameter('ticketId', "A ticket's id in the pool (`draws[].tickets[].id`)");
export const POOL_INVITATION_ID = uuidParameter('invitationId', "An invitation's id (`invitations[].id`; never its token)");
export const POOL_INVITATION_TOKEN = pathParameter('token', z.string().meta({ pattern: '^[A-Za-z0-9_-]{43}$' }), 'The invitation link’s token (43 base64url characters; anything else is a 400)');
export const POOL_DRAW = [
  pathParameter('game', z.string(), 'A game the pool plays (its public id)'),
  pathParameter('date', z.string().meta({ format: 'date' }), 'The draw’s date, yyyy-MM-dd (the game’s local date)'),
];

export const POOL_NOT_FOUND = failed('No pool of the signed-in member has this id: a pool the caller is not (or not yet) a member of is the same 404 as an unknown id');
export const POOL_NOT_ORGANISER = failed('FORBIDDEN: only the pool’s organiser changes it (the caller is a member), or the caller left or was removed');
export const POOL_BODY_REFUSALS: Responses = { '400': BAD_REQUEST, '413': TOO_LARGE, '415': NOT_JSON };
export const POOL_DRAW_SEALED = failed('CONFLICT: the draw’s record is sealed (or its sales have closed): nothing of that draw changes any more');

/** A binary image answer. */
export const imageFile = (description: string, mediaTypes: readonly string[]): ZodOpenApiResponseObject => ({
  description,
  content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema: { type: 'string', format: 'binary' } }])),
});
