import { Body, Controller, Put } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { JsonBodyLimit, MAX_JSON_DEPTH, parseJsonBodies, scanJson } from './json-body.js';

const depthOf = (text: string) => scanJson(text).depth;
const unstorable = (text: string) => scanJson(text).holdsUnstorableText;

describe('scanJson', () => {
  it('counts the deepest nesting of arrays and objects', () => {
    expect(depthOf('1')).toBe(0);
    expect(depthOf('{"game":"powerball"}')).toBe(1);
    expect(depthOf('{"options":{"favorites":[1,2,3]}}')).toBe(3);
    expect(depthOf('[[],[[]],{}]')).toBe(3);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(depthOf('{"seed":"[[[[{{{{"}')).toBe(1);
    expect(depthOf('{"seed":"a\\"[[[[\\\\"}')).toBe(1);
  });

  it('sees the depth of a hostile body far beyond the limit', () => {
    const nested = `{"game":"powerball","options":{"x":${'['.repeat(4_400)}${']'.repeat(4_400)}}}`;
    expect(depthOf(nested)).toBe(4_402);
    expect(depthOf(nested)).toBeGreaterThan(MAX_JSON_DEPTH);
  });

  it('finds U+0000 escaped in a value or a key, and only there', () => {
    expect(unstorable(JSON.stringify({ name: 'Ana\u0000' }))).toBe(true);
    expect(unstorable(JSON.stringify({ ['k\u0000']: 1 }))).toBe(true);
    expect(unstorable(JSON.stringify({ name: 'Ana\u0001', message: 'tab\tand line\n' }))).toBe(false);
    // An escaped backslash followed by the letters u0000 is text, not the character.
    expect(unstorable(JSON.stringify({ path: 'C:\\u0000' }))).toBe(false);
    expect(unstorable(JSON.stringify({ path: '\\\u0000' }))).toBe(true);
  });

  it('finds a surrogate escape without its pair, and lets a pair through', () => {
    expect(unstorable('{"name":"\\ud800"}')).toBe(true);
    expect(unstorable('{"name":"\\udfffx"}')).toBe(true);
    expect(unstorable('{"name":"\\uD83D x"}')).toBe(true);
    expect(unstorable('{"name":"\\ud83d\\ud83d"}')).toBe(true);
    expect(unstorable('{"name":"\\ud83d\\ude00 and \\u00e9"}')).toBe(false);
    expect(unstorable(JSON.stringify({ name: 'Ana 😀 García' }))).toBe(false);
  });
});

describe('JsonBodyLimit', () => {
  @Controller('api/example')
  class ExampleController {
    @Put('large')
    @JsonBodyLimit(8 * 1024)
    large(@Body() body: { text: string }) {
      return { length: body.text.length };
    }

    @Put('small')
    small(@Body() body: { text: string }) {
      return { length: body.text.length };
    }
  }

  it('gives the route that declares it its own limit, and every other route the gateway’s', async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [ExampleController] }).compile();
    const app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter({ bodyLimit: 1024 }), { logger: false });
    parseJsonBodies(app, 1024);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    const send = (route: string, length: number) => app.inject({ method: 'PUT', url: `/api/example/${route}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ text: 'x'.repeat(length) }) });
    try {
      expect((await send('large', 6_000)).statusCode).toBe(200);
      expect((await send('large', 9_000)).statusCode).toBe(413);
      expect((await send('small', 900)).statusCode).toBe(200);
      expect((await send('small', 6_000)).statusCode).toBe(413);
    } finally {
      await app.close();
    }
  });
});
