import { createHash } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import {
  DomainError,
  POOL_PHOTO_MAX_BYTES,
  POOL_PHOTO_MEDIA_TYPES,
  SUBJECTS,
  evidencePackSchema,
  parseOrThrow,
  poolAcceptSchema,
  poolAgreementTextsSchema,
  poolContributionSchema,
  poolCreateSchema,
  poolEvidenceRecordsSchema,
  poolInvitationCreateSchema,
  poolInvitationCreatedSchema,
  poolInvitationListSchema,
  poolInvitationViewSchema,
  poolJoinSchema,
  poolListSchema,
  poolMemberSharesSchema,
  poolPhotoSchema,
  poolPhotoViewSchema,
  poolPrizeAmountSchema,
  poolRequestSchemas,
  poolSchema,
  poolTicketCreateSchema,
  poolUpdateSchema,
  type Pool,
  type PoolList,
  type PoolRequest,
} from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { callerOf, type AuthUser } from '../auth/auth-user.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ApiRoute, BAD_REQUEST, failed, jsonBody, ok, plainJson } from '../docs/api-route.js';
import {
  POOL_BODY_REFUSALS,
  POOL_DRAW,
  POOL_DRAW_SEALED,
  POOL_ID,
  POOL_INVITATION_ID,
  POOL_INVITATION_TOKEN,
  POOL_MEMBER_ID,
  POOL_NOT_FOUND,
  POOL_NOT_ORGANISER,
  POOL_TICKET_ID,
  imageFile,
  poolRoute,
} from '../docs/route-shapes.js';
import { JsonBodyLimit } from '../web/json-body.js';

type SignedIn = { user: AuthUser };
type Operation = keyof typeof poolRequestSchemas;
type Answer<T> = Promise<{ ok: true; data: T }>;

/** `pools.join`'s answer: the pool joined (pending until the organiser approves). */
const poolJoinedSchema = z.object({ poolId: z.uuid() });

/**
 * PUT …/photo's body: a photo of at most POOL_PHOTO_MAX_BYTES (600 KB) is 800,000 characters of
 * base64 and a few more of JSON, above the 16 KB every other route takes (BODY_LIMIT_BYTES). This
 * route alone takes up to 1 MB, which also keeps the NATS request it becomes under NATS's 1 MB.
 */
export const POOL_PHOTO_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The NATS request of `operation`, checked by its contract (`poolRequestSchemas`) before anything is
 * asked: the caller from the verified token, the path's ids and the body. The ids first, as the path
 * is read before the body: a malformed one is a 400 naming it (`poolId: Not a pool id`) and never a
 * lookup. Then the body by its own field's schema, so the issues name its fields as the client sent
 * them (`name`, not `pool.name`); the two parts together are the whole request schema.
 */
function poolRequest<K extends Operation>(operation: K, request: SignedIn, ids: Record<string, string>, body?: { field: keyof PoolRequest<K> & string; value: unknown }): PoolRequest<K> {
  const schema: z.ZodObject = poolRequestSchemas[operation];
  const caller = callerOf(request);
  if (body === undefined) return parseOrThrow(schema, { ...caller, ...ids }) as PoolRequest<K>;
  const ref = parseOrThrow(schema.omit(Object.fromEntries([[body.field, true]]) as Parameters<typeof schema.omit>[0]), { ...caller, ...ids });
  const fields = parseOrThrow(schema.shape[body.field]!, body.value ?? {});
  return { ...ref, [body.field]: fields } as PoolRequest<K>;
}

const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The photo's bytes, checked against the hash the service answered with (the seal records that hash). */
function photoBytes(photo: z.output<typeof poolPhotoViewSchema>): Buffer {
  const bytes = Buffer.from(photo.base64, 'base64');
  if (sha256Hex(bytes) !== photo.sha256) throw new DomainError('INTERNAL', `Malformed reply data from ${SUBJECTS.poolsPhotoGet}: the photo's bytes do not match its SHA-256`);
  return bytes;
}

const evidenceFilename = (poolId: string) => `pickwise-pool-${poolId}.json`;

/**
 * Pools (/api/pools, issue 36), answered by the tickets service for the signed-in caller: only a
 * member sees a pool (a pool the caller is not a member of is NOT_FOUND, as an unknown id is), only
 * its organiser changes it (FORBIDDEN for a member), a change to a sealed draw is CONFLICT. An
 * invitation's token opens only the invitation's view and the join. Answers are private: no
 * Cache-Control of their own, so the API's `no-store` applies (the photo says `private, no-store`).
 */
@Controller('api/pools')
@UseGuards(JwtAuthGuard)
export class PoolsController {
  constructor(private readonly nats: NatsRequester) {}

  @ApiRoute(poolRoute('The signed-in user’s pools, with each one’s newest seal (to compare with the e-mail)', { '200': ok('The pools', poolListSchema) }))
  @Get()
  async list(@Req() request: SignedIn): Answer<PoolList> {
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsList, poolRequest('list', request, {}), { schema: poolListSchema }) };
  }

  @ApiRoute(
    poolRoute(
      'Start a pool: the caller becomes its organiser and first member; the agreement is the template’s (English and Spanish) unless sent',
      { '201': ok('The new pool', poolSchema) },
      jsonBody(poolCreateSchema),
      { ...POOL_BODY_REFUSALS, '409': failed('CONFLICT: the caller already belongs to the most pools an account can') },
    ),
  )
  @Post()
  @HttpCode(201)
  async create(@Req() request: SignedIn, @Body() body: unknown): Answer<Pool> {
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsCreate, poolRequest('create', request, {}, { field: 'pool', value: body }), { schema: poolSchema }) };
  }

  // The invitation routes before ':id', so 'invitations' is never read as a pool id.
  @ApiRoute(
    poolRoute(
      'What an invitation link shows before joining: the pool’s name, its organiser’s name, games, member count and agreement, and when the link expires. Nothing else of the pool',
      { '200': ok('The invitation', poolInvitationViewSchema) },
      { parameters: [POOL_INVITATION_TOKEN] },
      { '400': BAD_REQUEST, '404': failed('The invitation expired, was revoked or does not exist') },
    ),
  )
  @Get('invitations/:token')
  async viewInvitation(@Req() request: SignedIn, @Param('token') token: string): Answer<z.output<typeof poolInvitationViewSchema>> {
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsInvitationView, poolRequest('invitationView', request, { token }), { schema: poolInvitationViewSchema }) };
  }

  @ApiRoute(
    poolRoute(
      'Join the pool of an invitation link, under a name the other members see: pending until the organiser approves. Joining again changes nothing; a member who left or was removed is pending again',
      { '200': ok('The pool joined', poolJoinedSchema) },
      { parameters: [POOL_INVITATION_TOKEN], ...jsonBody(poolJoinSchema) },
      { ...POOL_BODY_REFUSALS, '404': failed('The invitation expired, was revoked or does not exist'), '409': failed('CONFLICT: the pool has the most members a pool can') },
    ),
  )
  @Post('invitations/:token/join')
  @HttpCode(200)
  async join(@Req() request: SignedIn, @Param('token') token: string, @Body() body: unknown): Answer<z.output<typeof poolJoinedSchema>> {
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsJoin, poolRequest('join', request, { token }, { field: 'join', value: body }), { schema: poolJoinedSchema }) };
  }

  @ApiRoute(
    poolRoute(
      'One pool as the member sees it: members, agreement in force, and every draw it has tickets, contributions or a seal for (newest first) with its statement',
      { '200': ok('The pool', poolSchema) },
      { parameters: [POOL_ID] },
      { '400': BAD_REQUEST, '404': POOL_NOT_FOUND },
    ),
  )
  @Get(':id')
  async get(@Req() request: SignedIn, @Param('id') id: string): Answer<Pool> {
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsGet, poolRequest('get', request, { poolId: id }), { schema: poolSchema }) };
  }

  @ApiRoute(
    poolRoute(
      'Rename the pool, change its games or its share mode (organiser): from the next draw on, sealed records stay as sealed',
      { '200': ok('The pool as it now stands', poolSchema) },
      { parameters: [POOL_ID], ...jsonBody(poolUpdateSchema) },
      { ...POOL_BODY_REFUSALS, '403': POOL_NOT_ORGANISER, '404': POOL_NOT_FOUND },
    ),
  )
  @Patch(':id')
  async update(@Req() request: SignedIn, @Param('id') id: string, @Body() body: unknown): Answer<Pool> {
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsUpdate, poolRequest('update', request, { poolId: id }, { field: 'update', value: body }), { schema: poolSchema }) };
  }

  @ApiRoute(
    poolRoute(
      'A new invitation link (organiser): its token is answered this once (only its hash is kept); valid for `hours` (a day by default)',
      { '201': ok('The invitation with its token', poolInvitationCreatedSchema) },
      { parameters: [POOL_ID], ...jsonBody(poolInvitationCreateSchema) },
      { ...POOL_BODY_REFUSALS, '403': POOL_NOT_ORGANISER, '404': POOL_NOT_FOUND },
    ),
  )
  @Post(':id/invitations')
  @HttpCode(201)
  async createInvitation(@Req() request: SignedIn, @Param('id') id: string, @Body() body: unknown): Answer<z.output<typeof poolInvitationCreatedSchema>> {
    const payload = poolRequest('invitationCreate', request, { poolId: id }, { field: 'invitation', value: body });
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsInvitationCreate, payload, { schema: poolInvitationCreatedSchema }) };
  }

  @ApiRoute(
    poolRoute(
      'The pool’s invitations (organiser), without their tokens',
      { '200': ok('The invitations', poolInvitationListSchema) },
      { parameters: [POOL_ID] },
      { '400': BAD_REQUEST, '403': POOL_NOT_ORGANISER, '404': POOL_NOT_FOUND },
    ),
  )
  @Get(':id/invitations')
  async listInvitations(@Req() request: SignedIn, @Param('id') id: string): Answer<z.output<typeof poolInvitationListSchema>> {
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsInvitationList, poolRequest('invitationList', request, { poolId: id }), { schema: poolInvitationListSchema }) };
  }

  @ApiRoute(
    poolRoute(
      'Revoke an invitation (organiser): its link stops working',
      { '204': { description: 'Revoked (again: still revoked)' } },
      { parameters: [POOL_ID, POOL_INVITATION_ID] },
      { '400': BAD_REQUEST, '403': POOL_NOT_ORGANISER, '404': failed('No pool of the signed-in member has this id, or it has no such invitation') },
    ),
  )
  @Delete(':id/invitations/:invitationId')
  @HttpCode(204)
  async revokeInvitation(@Req() request: SignedIn, @Param('id') id: string, @Param('invitationId') invitationId: string): Promise<void> {
    await this.nats.request(SUBJECTS.poolsInvitationRevoke, poolRequest('invitationRevoke', request, { poolId: id, invitationId }));
  }

  @ApiRoute(
    poolRoute(
      'Approve a member who joined by an invitation (organiser)',
      { '200': ok('The pool as it now stands', poolSchema) },
      { parameters: [POOL_ID, POOL_MEMBER_ID] },
      { '400': BAD_REQUEST, '403': POOL_NOT_ORGANISER, '404': failed('No pool of the signed-in member has this id, or no member of it waits for approval with that id') },
    ),
  )
  @Post(':id/members/:memberId/approve')
  @HttpCode(200)
  async approveMember(@Req() request: SignedIn, @Param('id') id: string, @Param('memberId') memberId: string): Answer<Pool> {
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsMemberApprove, poolRequest('memberApprove', request, { poolId: id, memberId }), { schema: poolSchema }) };
  }

  @ApiRoute(
    poolRoute(
      'Set a member’s whole shares (organiser; they count when the pool’s share mode is `shares`), from the next draw on',
      { '200': ok('The pool as it now stands', poolSchema) },
      { parameters: [POOL_ID, POOL_MEMBER_ID], ...jsonBody(poolMemberSharesSchema) },
      { ...POOL_BODY_REFUSALS, '403': POOL_NOT_ORGANISER, '404': failed('No pool of the signed-in member has this id, or no such member of it') },
    ),
  )
  @Put(':id/members/:memberId/shares')
  async setMemberShares(@Req() request: SignedIn, @Param('id') id: string, @Param('memberId') memberId: string, @Body() body: unknown): Answer<Pool> {
    const payload = poolRequest('memberShares', request, { poolId: id, memberId }, { field: 'shares', value: body });
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsMemberShares, payload, { schema: poolSchema }) };
  }

  @ApiRoute(
    poolRoute(
      'Remove a member, or turn down a pending one (organiser), from the next draw on: the records of the draws they were in stay readable to them',
      { '200': ok('The pool as it now stands', poolSchema) },
      { parameters: [POOL_ID, POOL_MEMBER_ID] },
      { '400': BAD_REQUEST, '403': POOL_NOT_ORGANISER, '404': failed('No pool of the signed-in member has this id, or no such member of it'), '409': failed('CONFLICT: the organiser cannot be removed') },
    ),
  )
  @Delete(':id/members/:memberId')
  async removeMember(@Req() request: SignedIn, @Param('id') id: string, @Param('memberId') memberId: string): Answer<Pool> {
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsMemberRemove, poolRequest('memberRemove', request, { poolId: id, memberId }), { schema: poolSchema }) };
  }

  @ApiRoute(
    poolRoute(
      'Leave the pool from the next draw on: the records of the draws the member was in stay readable to them',
      { '204': { description: 'Left' } },
      { parameters: [POOL_ID] },
      { '400': BAD_REQUEST, '403': failed('FORBIDDEN: the caller already left or was removed'), '404': POOL_NOT_FOUND, '409': failed('CONFLICT: the organiser cannot leave the pool they run') },
    ),
  )
  @Post(':id/leave')
  @HttpCode(204)
  async leave(@Req() request: SignedIn, @Param('id') id: string): Promise<void> {
    await this.nats.request(SUBJECTS.poolsLeave, poolRequest('leave', request, { poolId: id }));
  }

  @ApiRoute(
    poolRoute(
      'A new version of the agreement, in English and Spanish (organiser): every other member accepts it before counting in a draw again',
      { '201': ok('The pool with the new version in force', poolSchema) },
      { parameters: [POOL_ID], ...jsonBody(poolAgreementTextsSchema) },
      { ...POOL_BODY_REFUSALS, '403': POOL_NOT_ORGANISER, '404': POOL_NOT_FOUND },
    ),
  )
  @Post(':id/agreement')
  @HttpCode(201)
  async createAgreement(@Req() request: SignedIn, @Param('id') id: string, @Body() body: unknown): Answer<Pool> {
    const payload = poolRequest('agreementCreate', request, { poolId: id }, { field: 'agreement', value: body });
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsAgreementCreate, payload, { schema: poolSchema }) };
  }

  @ApiRoute(
    poolRoute(
      'Accept the agreement in force word for word: its version and the SHA-256 of the texts the member read',
      { '200': ok('The pool as it now stands', poolSchema) },
      { parameters: [POOL_ID], ...jsonBody(poolAcceptSchema) },
      {
        ...POOL_BODY_REFUSALS,
        '403': failed('FORBIDDEN: the caller left or was removed'),
        '404': POOL_NOT_FOUND,
        '409': failed('CONFLICT: the version or the hash is not the agreement in force (read it again)'),
      },
    ),
  )
  @Post(':id/agreement/accept')
  @HttpCode(200)
  async acceptAgreement(@Req() request: SignedIn, @Param('id') id: string, @Body() body: unknown): Answer<Pool> {
    const payload = poolRequest('agreementAccept', request, { poolId: id }, { field: 'accept', value: body });
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsAgreementAccept, payload, { schema: poolSchema }) };
  }

  @ApiRoute(
    poolRoute(
      'Add a ticket for one draw of one of the pool’s games (organiser), its line price in whole minor units (`linePriceMinor`; the game’s price on the draw date when absent)',
      { '201': ok('The pool with the ticket', poolSchema) },
      { parameters: [POOL_ID], ...jsonBody(poolTicketCreateSchema) },
      { ...POOL_BODY_REFUSALS, '403': POOL_NOT_ORGANISER, '404': POOL_NOT_FOUND, '409': failed('CONFLICT: the draw is sealed or its sales have closed, or the draw has the most tickets a pool plays') },
    ),
  )
  @Post(':id/tickets')
  @HttpCode(201)
  async createTicket(@Req() request: SignedIn, @Param('id') id: string, @Body() body: unknown): Answer<Pool> {
    const payload = poolRequest('ticketCreate', request, { poolId: id }, { field: 'ticket', value: body });
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsTicketCreate, payload, { schema: poolSchema }) };
  }

  @ApiRoute(
    poolRoute(
      'Take a ticket off a draw that is still open (organiser)',
      { '200': ok('The pool without the ticket', poolSchema) },
      { parameters: [POOL_ID, POOL_TICKET_ID] },
      { '400': BAD_REQUEST, '403': POOL_NOT_ORGANISER, '404': failed('No pool of the signed-in member has this id, or it has no such ticket'), '409': POOL_DRAW_SEALED },
    ),
  )
  @Delete(':id/tickets/:ticketId')
  async deleteTicket(@Req() request: SignedIn, @Param('id') id: string, @Param('ticketId') ticketId: string): Answer<Pool> {
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsTicketDelete, poolRequest('ticketDelete', request, { poolId: id, ticketId }), { schema: poolSchema }) };
  }

  @ApiRoute(
    poolRoute(
      `Attach (or replace, while the draw is open) the paper ticket’s photo (organiser): JPEG, PNG or WebP of at most ${POOL_PHOTO_MAX_BYTES} bytes, base64; its SHA-256 is what the seal holds. This route takes a body of up to ${POOL_PHOTO_BODY_LIMIT_BYTES} bytes`,
      { '200': ok('The pool with the photo’s hash on the ticket', poolSchema) },
      { parameters: [POOL_ID, POOL_TICKET_ID], ...jsonBody(poolPhotoSchema) },
      {
        ...POOL_BODY_REFUSALS,
        '403': POOL_NOT_ORGANISER,
        '404': failed('No pool of the signed-in member has this id, or it has no such ticket'),
        '409': POOL_DRAW_SEALED,
        '413': failed(`Body larger than ${POOL_PHOTO_BODY_LIMIT_BYTES} bytes`),
      },
    ),
  )
  @Put(':id/tickets/:ticketId/photo')
  @JsonBodyLimit(POOL_PHOTO_BODY_LIMIT_BYTES)
  async putPhoto(@Req() request: SignedIn, @Param('id') id: string, @Param('ticketId') ticketId: string, @Body() body: unknown): Answer<Pool> {
    const payload = poolRequest('photoPut', request, { poolId: id, ticketId }, { field: 'photo', value: body });
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsPhotoPut, payload, { schema: poolSchema }) };
  }

  @ApiRoute(
    poolRoute(
      'The paper ticket’s photo, as its bytes: Content-Type its media type, X-Content-SHA256 its hash (the one the seal holds), Cache-Control: private, no-store',
      { '200': imageFile('The image', POOL_PHOTO_MEDIA_TYPES) },
      { parameters: [POOL_ID, POOL_TICKET_ID] },
      { '400': BAD_REQUEST, '404': failed('No pool of the signed-in member has this id, or it has no such ticket, or the ticket has no photo') },
    ),
  )
  @Get(':id/tickets/:ticketId/photo')
  async photo(@Req() request: SignedIn, @Param('id') id: string, @Param('ticketId') ticketId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const photo = await this.nats.request(SUBJECTS.poolsPhotoGet, poolRequest('photoGet', request, { poolId: id, ticketId }), { schema: poolPhotoViewSchema });
    const bytes = photoBytes(photo);
    void reply.header('Content-Type', photo.mediaType).header('Cache-Control', 'private, no-store').header('X-Content-SHA256', photo.sha256);
    return bytes;
  }

  @ApiRoute(
    poolRoute(
      'Seal the draw’s record now (organiser), before its sales cutoff seals it: the members, shares, tickets, photos’ hashes and contributions, hashed onto the pool’s chain of seals. Sealing a sealed draw answers it as it is',
      { '200': ok('The pool with the draw sealed', poolSchema) },
      { parameters: [POOL_ID, ...POOL_DRAW] },
      { '400': failed('Invalid id, game or date, or a game the pool does not play'), '403': POOL_NOT_ORGANISER, '404': POOL_NOT_FOUND },
    ),
  )
  @Post(':id/draws/:game/:date/seal')
  @HttpCode(200)
  async seal(@Req() request: SignedIn, @Param('id') id: string, @Param('game') game: string, @Param('date') date: string): Answer<Pool> {
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsSeal, poolRequest('seal', request, { poolId: id, game, date }), { schema: poolSchema }) };
  }

  @ApiRoute(
    poolRoute(
      'Record what a member paid for the draw, in whole minor units (`amountMinor`; organiser): a changed amount waits for the member’s confirmation again',
      { '200': ok('The pool as it now stands', poolSchema) },
      { parameters: [POOL_ID, ...POOL_DRAW, POOL_MEMBER_ID], ...jsonBody(poolContributionSchema) },
      { ...POOL_BODY_REFUSALS, '403': POOL_NOT_ORGANISER, '404': failed('No pool of the signed-in member has this id, or no active member of it has that id'), '409': POOL_DRAW_SEALED },
    ),
  )
  @Put(':id/draws/:game/:date/contributions/:memberId')
  async putContribution(@Req() request: SignedIn, @Param('id') id: string, @Param('game') game: string, @Param('date') date: string, @Param('memberId') memberId: string, @Body() body: unknown): Answer<Pool> {
    const payload = poolRequest('contributionPut', request, { poolId: id, game, date, memberId }, { field: 'contribution', value: body });
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsContributionPut, payload, { schema: poolSchema }) };
  }

  @ApiRoute(
    poolRoute(
      'Confirm the contribution the organiser recorded for the caller on this draw',
      { '200': ok('The pool as it now stands', poolSchema) },
      { parameters: [POOL_ID, ...POOL_DRAW] },
      { '400': BAD_REQUEST, '403': failed('FORBIDDEN: the caller left or was removed'), '404': failed('No pool of the signed-in member has this id, or no contribution of the caller is recorded for the draw'), '409': POOL_DRAW_SEALED },
    ),
  )
  @Post(':id/draws/:game/:date/contributions/confirm')
  @HttpCode(200)
  async confirmContribution(@Req() request: SignedIn, @Param('id') id: string, @Param('game') game: string, @Param('date') date: string): Answer<Pool> {
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsContributionConfirm, poolRequest('contributionConfirm', request, { poolId: id, game, date }), { schema: poolSchema }) };
  }

  @ApiRoute(
    poolRoute(
      'Record what a jackpot or pari-mutuel win of a checked line paid, in whole minor units (`amountMinor`; organiser), once it is known: the statement splits it',
      { '200': ok('The pool as it now stands', poolSchema) },
      { parameters: [POOL_ID, ...POOL_DRAW], ...jsonBody(poolPrizeAmountSchema) },
      {
        ...POOL_BODY_REFUSALS,
        '403': POOL_NOT_ORGANISER,
        '404': failed('No pool of the signed-in member has this id, or no checked line of its tickets for the draw'),
        '409': failed('CONFLICT: the line’s prize is fixed (its amount is the game’s)'),
      },
    ),
  )
  @Put(':id/draws/:game/:date/prizes')
  async putPrizeAmount(@Req() request: SignedIn, @Param('id') id: string, @Param('game') game: string, @Param('date') date: string, @Body() body: unknown): Answer<Pool> {
    const payload = poolRequest('prizeAmountPut', request, { poolId: id, game, date }, { field: 'prize', value: body });
    return { ok: true, data: await this.nats.request(SUBJECTS.poolsPrizeAmountPut, payload, { schema: poolSchema }) };
  }

  @ApiRoute(
    poolRoute(
      'Download the pool’s evidence pack (not enveloped): every seal record with its hash in order, every agreement version, and the photos the seals name (base64, each once), for anyone to check with the pack’s verifier. Content-Disposition: attachment; Cache-Control: no-store',
      { '200': plainJson('The evidence pack (attachment; filename="pickwise-pool-<poolId>.json")', evidencePackSchema) },
      { parameters: [POOL_ID] },
      { '400': BAD_REQUEST, '404': POOL_NOT_FOUND },
    ),
  )
  @Get(':id/evidence')
  async evidence(@Req() request: SignedIn, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<z.output<typeof evidencePackSchema>> {
    const ref = poolRequest('evidence', request, { poolId: id });
    const records = await this.nats.request(SUBJECTS.poolsEvidence, ref, { schema: poolEvidenceRecordsSchema });
    // One photo a request, one after the other: a NATS reply holds 1 MB at most, about one photo.
    const photos: z.output<typeof evidencePackSchema>['photos'] = [];
    const seen = new Set<string>();
    for (const { ticketId, sha256 } of records.photos) {
      if (seen.has(sha256)) continue;
      seen.add(sha256);
      const photo = await this.nats.request(SUBJECTS.poolsPhotoGet, poolRequest('photoGet', request, { poolId: ref.poolId, ticketId }), { schema: poolPhotoViewSchema });
      photoBytes(photo);
      if (photo.sha256 !== sha256) throw new DomainError('INTERNAL', `Malformed reply data from ${SUBJECTS.poolsPhotoGet}: not the photo the seal names`);
      photos.push({ sha256: photo.sha256, mediaType: photo.mediaType, base64: photo.base64 });
    }
    const pack = evidencePackSchema.safeParse({ ...records, photos });
    if (!pack.success) throw new DomainError('INTERNAL', `Malformed reply data from ${SUBJECTS.poolsEvidence}`);
    void reply.header('Content-Type', 'application/json; charset=utf-8').header('Content-Disposition', `attachment; filename="${evidenceFilename(ref.poolId)}"`).header('Cache-Control', 'no-store');
    return pack.data;
  }
}
