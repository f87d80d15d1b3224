import {
  drawsListQuerySchema,
  drawsListResponseSchema,
  drawsStatsQuerySchema,
  gameStatsSchema,
  gamesResponseSchema,
  generateRequestSchema,
  generateResponseSchema,
  generationLogsListSchema,
  generationLogsQuerySchema,
  jwksSchema,
  methodsResponseSchema,
  remotesConfigSchema,
  systemHealthSchema,
} from '@pickwise/contracts';
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
const failure: JsonSchema = {
  type: 'object',
  required: ['ok', 'error'],
  properties: { ok: { type: 'boolean', enum: [false] }, error: { type: 'string' } },
};

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

/** The OpenAPI 3 document of the public HTTP API, built from the contracts' zod schemas. */
export function buildOpenApiDocument(): JsonSchema {
  const badRequest = failed('Invalid input; the message names the field');
  const unavailable = failed('A service behind the gateway did not answer in time');
  return {
    openapi: '3.0.3',
    info: {
      title: 'PickWise API',
      version: '1.0.0',
      description:
        'Lottery number suggestions for twelve games. Every answer is an envelope: `{ ok: true, data }` or `{ ok: false, error }` with a 4xx/5xx status. Entertainment only: no method changes the odds.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (ES256)' } } },
    paths: {
      '/api/health': { get: { summary: 'Health of every service', responses: { '200': ok('Per-service status', output(systemHealthSchema)) } } },
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
      '/api/auth/v1/.well-known/jwks.json': {
        get: { summary: 'Public keys that verify access tokens (plain JWKS, not enveloped)', responses: { '200': { description: 'JWKS', ...json(output(jwksSchema)) }, '503': unavailable } },
      },
      '/api/admin/generation-logs': {
        get: {
          summary: 'Newest generation log entries (role admin)',
          security: [{ bearer: [] }],
          parameters: queryParameters(generationLogsQuerySchema),
          responses: {
            '200': ok('Log entries, newest first', output(generationLogsListSchema)),
            '400': badRequest,
            '401': failed('Missing, invalid or expired access token'),
            '403': failed('The user is not an admin'),
            '503': unavailable,
          },
        },
      },
      '/config/remotes.json': {
        get: { summary: 'Where the shell loads its micro-frontends from', responses: { '200': { description: 'Remote entries', ...json(output(remotesConfigSchema)) } } },
      },
    },
  };
}
