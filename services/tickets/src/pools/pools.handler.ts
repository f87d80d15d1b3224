import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, parseOrThrow, poolRequestSchemas, type Pool } from '@pickwise/contracts';
import { PoolMembershipService } from './pool-membership.service.js';
import { PoolSealsService } from './pool-seals.service.js';
import { PoolTicketsService } from './pool-tickets.service.js';
import { PoolViews } from './pool-views.js';

type Answer<T> = Promise<{ ok: true; data: T }>;
const ok = <T>(data: T) => ({ ok: true as const, data });

/**
 * `pools.*` (issue 36) for one signed-in caller (from a token the gateway verified). A change
 * answers the pool as the caller then sees it; a pool the caller may not see is NOT_FOUND, as an
 * unknown one is.
 */
@Controller()
export class PoolsHandler {
  constructor(
    private readonly membership: PoolMembershipService,
    private readonly tickets: PoolTicketsService,
    private readonly seals: PoolSealsService,
    private readonly views: PoolViews,
  ) {}

  @MessagePattern(SUBJECTS.poolsList)
  async list(@Payload() payload: unknown) {
    return ok(await this.views.list(parseOrThrow(poolRequestSchemas.list, payload)));
  }

  @MessagePattern(SUBJECTS.poolsCreate)
  async create(@Payload() payload: unknown): Answer<Pool> {
    const request = parseOrThrow(poolRequestSchemas.create, payload);
    const poolId = await this.membership.create(request);
    return ok(await this.views.get({ poolId, userId: request.userId }));
  }

  @MessagePattern(SUBJECTS.poolsGet)
  async get(@Payload() payload: unknown): Answer<Pool> {
    return ok(await this.views.get(parseOrThrow(poolRequestSchemas.get, payload)));
  }

  @MessagePattern(SUBJECTS.poolsUpdate)
  async update(@Payload() payload: unknown): Answer<Pool> {
    return this.changed(parseOrThrow(poolRequestSchemas.update, payload), (request) => this.membership.update(request));
  }

  @MessagePattern(SUBJECTS.poolsInvitationCreate)
  async createInvitation(@Payload() payload: unknown) {
    return ok(await this.membership.createInvitation(parseOrThrow(poolRequestSchemas.invitationCreate, payload)));
  }

  @MessagePattern(SUBJECTS.poolsInvitationList)
  async listInvitations(@Payload() payload: unknown) {
    return ok(await this.membership.listInvitations(parseOrThrow(poolRequestSchemas.invitationList, payload)));
  }

  @MessagePattern(SUBJECTS.poolsInvitationRevoke)
  async revokeInvitation(@Payload() payload: unknown) {
    const request = parseOrThrow(poolRequestSchemas.invitationRevoke, payload);
    await this.membership.revokeInvitation(request);
    return ok({ id: request.invitationId });
  }

  @MessagePattern(SUBJECTS.poolsInvitationView)
  async viewInvitation(@Payload() payload: unknown) {
    return ok(await this.membership.viewInvitation(parseOrThrow(poolRequestSchemas.invitationView, payload)));
  }

  @MessagePattern(SUBJECTS.poolsJoin)
  async join(@Payload() payload: unknown) {
    return ok({ poolId: await this.membership.join(parseOrThrow(poolRequestSchemas.join, payload)) });
  }

  @MessagePattern(SUBJECTS.poolsMemberApprove)
  async approve(@Payload() payload: unknown): Answer<Pool> {
    return this.changed(parseOrThrow(poolRequestSchemas.memberApprove, payload), (request) => this.membership.approve(request));
  }

  @MessagePattern(SUBJECTS.poolsMemberShares)
  async shares(@Payload() payload: unknown): Answer<Pool> {
    return this.changed(parseOrThrow(poolRequestSchemas.memberShares, payload), (request) => this.membership.setShares(request));
  }

  @MessagePattern(SUBJECTS.poolsMemberRemove)
  async remove(@Payload() payload: unknown): Answer<Pool> {
    return this.changed(parseOrThrow(poolRequestSchemas.memberRemove, payload), (request) => this.membership.remove(request));
  }

  @MessagePattern(SUBJECTS.poolsLeave)
  async leave(@Payload() payload: unknown) {
    const request = parseOrThrow(poolRequestSchemas.leave, payload);
    await this.membership.leave(request);
    return ok({ poolId: request.poolId });
  }

  @MessagePattern(SUBJECTS.poolsAgreementCreate)
  async createAgreement(@Payload() payload: unknown): Answer<Pool> {
    return this.changed(parseOrThrow(poolRequestSchemas.agreementCreate, payload), (request) => this.membership.createAgreement(request));
  }

  @MessagePattern(SUBJECTS.poolsAgreementAccept)
  async accept(@Payload() payload: unknown): Answer<Pool> {
    return this.changed(parseOrThrow(poolRequestSchemas.agreementAccept, payload), (request) => this.membership.accept(request));
  }

  @MessagePattern(SUBJECTS.poolsTicketCreate)
  async createTicket(@Payload() payload: unknown): Answer<Pool> {
    return this.changed(parseOrThrow(poolRequestSchemas.ticketCreate, payload), (request) => this.tickets.create(request));
  }

  @MessagePattern(SUBJECTS.poolsTicketDelete)
  async deleteTicket(@Payload() payload: unknown): Answer<Pool> {
    return this.changed(parseOrThrow(poolRequestSchemas.ticketDelete, payload), (request) => this.tickets.delete(request));
  }

  @MessagePattern(SUBJECTS.poolsPhotoPut)
  async putPhoto(@Payload() payload: unknown): Answer<Pool> {
    return this.changed(parseOrThrow(poolRequestSchemas.photoPut, payload), (request) => this.tickets.putPhoto(request));
  }

  @MessagePattern(SUBJECTS.poolsPhotoGet)
  async photo(@Payload() payload: unknown) {
    return ok(await this.tickets.photo(parseOrThrow(poolRequestSchemas.photoGet, payload)));
  }

  @MessagePattern(SUBJECTS.poolsSeal)
  async seal(@Payload() payload: unknown): Answer<Pool> {
    return this.changed(parseOrThrow(poolRequestSchemas.seal, payload), (request) => this.seals.sealByOrganiser(request));
  }

  @MessagePattern(SUBJECTS.poolsContributionPut)
  async putContribution(@Payload() payload: unknown): Answer<Pool> {
    return this.changed(parseOrThrow(poolRequestSchemas.contributionPut, payload), (request) => this.tickets.putContribution(request));
  }

  @MessagePattern(SUBJECTS.poolsContributionConfirm)
  async confirmContribution(@Payload() payload: unknown): Answer<Pool> {
    return this.changed(parseOrThrow(poolRequestSchemas.contributionConfirm, payload), (request) => this.tickets.confirmContribution(request));
  }

  @MessagePattern(SUBJECTS.poolsPrizeAmountPut)
  async putPrizeAmount(@Payload() payload: unknown): Answer<Pool> {
    return this.changed(parseOrThrow(poolRequestSchemas.prizeAmountPut, payload), (request) => this.tickets.putPrizeAmount(request));
  }

  @MessagePattern(SUBJECTS.poolsEvidence)
  async evidence(@Payload() payload: unknown) {
    return ok(await this.views.evidence(parseOrThrow(poolRequestSchemas.evidence, payload)));
  }

  /** Runs a change, then answers the pool as the caller sees it after it. */
  private async changed<R extends { poolId: string; userId: string }>(request: R, change: (request: R) => Promise<unknown>): Answer<Pool> {
    await change(request);
    return ok(await this.views.get(request));
  }
}
