import { Body, Controller, Delete, Get, HttpCode, MethodNotAllowedException, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  DomainError,
  PERSONAL_DATA_EXPORTS_PER_HOUR,
  PERSONAL_DATA_FORMAT,
  PERSONAL_DATA_VERSION,
  RECENT_AUTHENTICATION_SECONDS,
  SUBJECTS,
  accountDeleteBodySchema,
  accountErasedSchema,
  identityPersonalDataSchema,
  notificationsPersonalDataPageSchema,
  parseOrThrow,
  reauthenticateBodySchema,
  reauthenticatedSchema,
  ticketListOrder,
  ticketsPersonalDataPageSchema,
  type AccountErased,
  type NotificationsPersonalData,
  type Reauthenticated,
  type TicketsPersonalData,
} from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { callerOf, type AuthUser } from '../auth/auth-user.js';
import { EndedSessions } from '../auth/ended-sessions.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { BAD_REQUEST, NOT_JSON, TOO_LARGE, ApiRoute, failed, jsonBody, ok } from '../docs/api-route.js';
import { NOT_RECENTLY_AUTHENTICATED, accountRoute, zipFile } from '../docs/route-shapes.js';
import { PersonalDataExportLimit } from './export-limit.js';
import { archiveFilename, personalDataArchive } from './personal-data-archive.js';

type SignedIn = { user: AuthUser };
type Caller = ReturnType<typeof callerOf>;

/** identity's refusals of a token last a minute beyond its expiry, for clock skew; so does this replica's own. */
const CLOCK_SKEW_MS = 60_000;

export const PART_MISSING_MESSAGE = (service: string) => `Your data could not be gathered whole (the ${service} service did not answer), so nothing was sent: try again in a moment`;
export const HEAD_REFUSED_MESSAGE = 'Download the data with GET: a HEAD would gather it all and count against the hourly limit';

/**
 * The signed-in player's own account (/api/account): proving again who they are, downloading
 * everything PickWise holds about them, deleting the account. Download and deletion are refused
 * (REAUTHENTICATION_REQUIRED, 403) unless the session's last sign-in or re-authentication is at
 * most RECENT_AUTHENTICATION_SECONDS old: identity decides, from the session's `amr`.
 */
@Controller('api/account')
@UseGuards(JwtAuthGuard)
export class AccountController {
  constructor(
    private readonly nats: NatsRequester,
    private readonly exportLimit: PersonalDataExportLimit,
    private readonly endedSessions: EndedSessions,
  ) {}

  @ApiRoute(
    accountRoute(
      `Prove again who is signed in, with the password or a current code of the verified TOTP factor: the session then counts as recently authenticated for ${RECENT_AUTHENTICATION_SECONDS / 60} minutes. Wrong credentials count as failed sign-ins of the account’s lock`,
      { '200': ok('Until when the session counts as recently authenticated', reauthenticatedSchema) },
      jsonBody(reauthenticateBodySchema),
      { '400': BAD_REQUEST, '413': TOO_LARGE, '415': NOT_JSON, '429': failed('The account’s sign-in lock (too many wrong passwords or codes: the message says for how long), or too many requests from this client IP') },
    ),
  )
  @Post('reauthenticate')
  @HttpCode(200)
  async reauthenticate(@Req() request: SignedIn, @Body() body: unknown): Promise<{ ok: true; data: Reauthenticated }> {
    const credentials = parseOrThrow(reauthenticateBodySchema, body ?? {});
    return { ok: true, data: await this.nats.request(SUBJECTS.identityAccountReauthenticate, { ...callerOf(request), credentials }, { schema: reauthenticatedSchema }) };
  }

  @ApiRoute(
    accountRoute(
      `Download everything PickWise holds about the signed-in player, as a zip: pickwise-data.json (every service’s part, personalDataExportSchema), tickets.csv (one row per ticket line and draw result) and summary.txt (in the account’s language). At most ${PERSONAL_DATA_EXPORTS_PER_HOUR} an hour per account; Cache-Control: no-store. A HEAD is refused (405, Allow: GET) without gathering or counting anything`,
      { '200': zipFile('The zip (Content-Disposition: attachment; filename="pickwise-data-<yyyy-mm-dd>.zip")') },
      {},
      { '403': NOT_RECENTLY_AUTHENTICATED, '429': failed(`More than ${PERSONAL_DATA_EXPORTS_PER_HOUR} downloads of this account’s data this hour, or too many requests from this client IP; see Retry-After`) },
    ),
  )
  @Get('export')
  async export(@Req() request: SignedIn & { method?: string }, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    // Fastify answers HEAD with the GET handler: refused here, before anything is gathered or counted.
    if (request.method === 'HEAD') {
      void reply.header('Allow', 'GET');
      throw new MethodNotAllowedException(HEAD_REFUSED_MESSAGE);
    }
    const caller = callerOf(request);
    // identity first: it refuses a session that is not recent, before anything is counted or read elsewhere.
    const identity = await this.part('identity', SUBJECTS.identityAccountExport, caller, identityPersonalDataSchema);
    await this.exportLimit.count(caller.userId, reply);
    const [tickets, notifications] = await Promise.all([this.ticketsPart(caller), this.notificationsPart(caller)]);
    const exportedAt = new Date().toISOString();
    const archive = personalDataArchive({ format: PERSONAL_DATA_FORMAT, version: PERSONAL_DATA_VERSION, exportedAt, identity, tickets, notifications });
    void reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${archiveFilename(exportedAt)}"`)
      .header('Cache-Control', 'no-store');
    return Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  }

  @ApiRoute(
    accountRoute(
      'Delete the signed-in account: every session ends at once (this token included, on every route), and every service erases its rows of the player; the confirmation mail goes to the account’s address',
      { '200': ok('The account is closed, its erasure handed to every service', accountErasedSchema) },
      jsonBody(accountDeleteBodySchema),
      { '400': failed('The body is not exactly { "confirm": "DELETE" }'), '403': NOT_RECENTLY_AUTHENTICATED, '413': TOO_LARGE, '415': NOT_JSON },
    ),
  )
  @Delete()
  async erase(@Req() request: SignedIn, @Body() body: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ ok: true; data: AccountErased }> {
    parseOrThrow(accountDeleteBodySchema, body ?? {});
    const erased = await this.nats.request(SUBJECTS.identityAccountErase, callerOf(request), { schema: accountErasedSchema });
    // identity ended every session on SESSIONS_ENDED; this replica refuses the caller's at once, before the event arrives.
    this.endedSessions.refuseFromNow(request.user.sessionId, request.user.expiresAt * 1000 + CLOCK_SKEW_MS);
    void reply.header('Cache-Control', 'no-store');
    return { ok: true, data: erased };
  }

  /** The tickets part, page after page (one NATS reply holds 1 MB), its tickets put in the list's order as the file has them. */
  private async ticketsPart(caller: Caller): Promise<TicketsPersonalData> {
    const pages = await this.pages('tickets', SUBJECTS.ticketsAccountExport, caller, ticketsPersonalDataPageSchema);
    return { tickets: pages.flatMap((page) => page.tickets).sort(ticketListOrder), limits: pages[0]!.limits, pools: pages[0]!.pools };
  }

  /** The notifications part, page after page: the first page's rules, browsers and calendar address, every page's messages in order. */
  private async notificationsPart(caller: Caller): Promise<NotificationsPersonalData> {
    const [first, ...rest] = await this.pages('notifications', SUBJECTS.notificationsAccountExport, caller, notificationsPersonalDataPageSchema);
    const { rules, pushSubscriptions, calendarFeed } = first!;
    return { rules, pushSubscriptions, calendarFeed, messages: [first!, ...rest].flatMap((page) => page.messages) };
  }

  /** Every page of a paged part, each asked with the previous one's `nextCursor` until it is null. */
  private async pages<S extends z.ZodType<{ nextCursor: string | null }>>(service: string, subject: string, caller: Caller, schema: S): Promise<z.output<S>[]> {
    const pages: z.output<S>[] = [];
    let cursor: string | null = null;
    do {
      const page: z.output<S> = await this.part(service, subject, { ...caller, cursor }, schema);
      // A cursor that does not move would ask the same page for ever.
      if (page.nextCursor !== null && page.nextCursor === cursor) throw new Error(`${subject} answered the cursor it was asked with`);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor !== null);
    return pages;
  }

  /** One request of a part of the export; a part that does not come is a 503 and no file, never a file without it. */
  private async part<S extends z.ZodType>(service: string, subject: string, payload: Caller & { cursor?: string | null }, schema: S): Promise<z.output<S>> {
    try {
      return (await this.nats.request(subject, payload, { schema })) as z.output<S>;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'UNAVAILABLE') throw new DomainError('UNAVAILABLE', PART_MISSING_MESSAGE(service));
      throw error;
    }
  }
}
