import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { DomainError } from '@pickwise/contracts';
import { z } from 'zod';
import { INTERNAL_ERROR_MESSAGE, isExpectedError, toErrorReply, toHttpFailure } from './error-mapping.js';

const zodFailure = () => {
  const result = z.object({ count: z.number().max(10) }).safeParse({ count: 11 });
  if (result.success) throw new Error('expected a failure');
  return result.error;
};

describe('toErrorReply (NATS side)', () => {
  it('keeps the code and message of a DomainError', () => {
    expect(toErrorReply(new DomainError('NOT_FOUND', 'Unknown game id: x'))).toEqual({ ok: false, error: 'Unknown game id: x', code: 'NOT_FOUND' });
  });

  it('turns a zod failure into VALIDATION naming the field', () => {
    const reply = toErrorReply(zodFailure());
    expect(reply.code).toBe('VALIDATION');
    expect(reply.error).toMatch(/^count: /);
  });

  it('hides the message of an unexpected error', () => {
    expect(toErrorReply(new TypeError('cannot read x of undefined'))).toEqual({ ok: false, error: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' });
    expect(toErrorReply('a string')).toEqual({ ok: false, error: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' });
  });

  it('recognises a DomainError from another copy of the contracts lib by name and code', () => {
    const foreign = Object.assign(new Error('Conflict here'), { name: 'DomainError', code: 'CONFLICT' });
    expect(toErrorReply(foreign)).toEqual({ ok: false, error: 'Conflict here', code: 'CONFLICT' });
  });
});

describe('toHttpFailure (HTTP side)', () => {
  it('maps every error code to its status', () => {
    expect(toHttpFailure(new DomainError('VALIDATION', 'bad')).status).toBe(400);
    expect(toHttpFailure(new DomainError('UNAUTHORIZED', 'who')).status).toBe(401);
    expect(toHttpFailure(new DomainError('FORBIDDEN', 'no')).status).toBe(403);
    expect(toHttpFailure(new DomainError('NOT_FOUND', 'gone'))).toEqual({ status: 404, body: { ok: false, error: 'gone', code: 'NOT_FOUND' } });
    expect(toHttpFailure(new DomainError('CONFLICT', 'again')).status).toBe(409);
    expect(toHttpFailure(new DomainError('UNAVAILABLE', 'later')).status).toBe(503);
    expect(toHttpFailure(new DomainError('INTERNAL', 'secret detail'))).toEqual({ status: 500, body: { ok: false, error: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' } });
  });

  it('gives zod failures a 400', () => {
    expect(toHttpFailure(zodFailure()).status).toBe(400);
  });

  it("keeps Nest's HTTP exceptions and their messages", () => {
    expect(toHttpFailure(new NotFoundException('Cannot GET /x'))).toEqual({ status: 404, body: { ok: false, error: 'Cannot GET /x', code: 'NOT_FOUND' } });
    expect(toHttpFailure(new BadRequestException(['a', 'b'])).body.error).toBe('a; b');
    expect(toHttpFailure(new HttpException('ThrottlerException: Too Many Requests', 429)).status).toBe(429);
  });

  it("turns Fastify's own errors into 4xx envelopes", () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
    expect(toHttpFailure(tooLarge)).toEqual({ status: 413, body: { ok: false, error: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' } });
    const badJson = Object.assign(new SyntaxError("Body is not valid JSON but content-type is set to 'application/json'"), { statusCode: 400 });
    expect(toHttpFailure(badJson).status).toBe(400);
    const wrapped = new HttpException('Request body is too large', 413);
    expect(toHttpFailure(wrapped)).toEqual({ status: 413, body: { ok: false, error: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' } });
    const mediaType = Object.assign(new Error('Unsupported Media Type: text/csv'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 });
    expect(toHttpFailure(mediaType).status).toBe(415);
  });

  it('hides unexpected errors behind a 500', () => {
    expect(toHttpFailure(new Error('db password wrong'))).toEqual({ status: 500, body: { ok: false, error: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' } });
  });

  it('tells expected failures from faults', () => {
    expect(isExpectedError(new DomainError('VALIDATION', 'x'))).toBe(true);
    expect(isExpectedError(zodFailure())).toBe(true);
    expect(isExpectedError(new DomainError('INTERNAL', 'x'))).toBe(false);
    expect(isExpectedError(new Error('x'))).toBe(false);
  });
});
