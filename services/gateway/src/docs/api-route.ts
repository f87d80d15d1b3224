import { SetMetadata } from '@nestjs/common';
import { httpErrorBodySchema } from '@pickwise/contracts';
import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiParameterObject, ZodOpenApiResponseObject } from 'zod-openapi';

export const API_ROUTE_METADATA = 'pickwise:api-route';
export const OUTSIDE_API_DOCUMENT_METADATA = 'pickwise:outside-api-document';

/** A route's entry in the OpenAPI document, in zod-openapi's terms: its schemas are the contracts' zod schemas. */
export interface ApiRouteEntry extends ZodOpenApiOperationObject {
  /**
   * The path the document names when the route's own cannot say it: a parameter that holds more than
   * the parameter (`:file` is `{game}.ics`). Its fixed segments must be the route's.
   */
  documentedPath?: string;
}

/**
 * The route's entry in the OpenAPI document (GET /api/docs/openapi.json), declared beside its handler;
 * the document is built from the routes Nest registers, so a route without one fails the build of it.
 */
export const ApiRoute = (entry: ApiRouteEntry) => SetMetadata(API_ROUTE_METADATA, entry);

/** A handler or controller deliberately left out of the OpenAPI document; the reason says why. */
export const OutsideApiDocument = (reason: string) => SetMetadata(OUTSIDE_API_DOCUMENT_METADATA, reason);

/** Every answer but the auth API's and a few plain documents is `{ ok: true, data }`. */
const envelope = (data: z.ZodType) =>
  z.object({ ok: z.literal(true), data }).meta({
    // The envelope names what it holds; a later field is no break, so it does not forbid others.
    override: ({ jsonSchema }) => {
      delete jsonSchema.additionalProperties;
    },
  });

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

/** A success answer: the envelope around `data`. */
export const ok = (description: string, data: z.ZodType): ZodOpenApiResponseObject => ({ description, ...json(envelope(data)) });

/** A refusal: `{ ok: false, error, code, issues? }`. */
export const failed = (description: string): ZodOpenApiResponseObject => ({ description, ...json(httpErrorBodySchema) });

/** A JSON body the route requires. */
export const jsonBody = (schema: z.ZodType) => ({ requestBody: { required: true, ...json(schema) } });

/** A plain JSON answer, not enveloped. */
export const plainJson = (description: string, schema: z.ZodType): ZodOpenApiResponseObject => ({ description, ...json(schema) });

export const SIGNED_IN = { security: [{ bearer: [] }] };

export const BAD_REQUEST = failed('Invalid input; the message names the field, and `issues` lists each field with its problem');
export const UNAVAILABLE = failed('A service behind the gateway did not answer in time');
export const UNKNOWN_GAME = failed('Unknown game id');
export const TOO_LARGE = failed('Body larger than the limit');
export const NOT_JSON = failed('Not a JSON body');
export const TOO_MANY = failed('Too many requests from this client IP; see Retry-After');

/** A path parameter (a string unless the schema says more). */
export const pathParameter = (name: string, schema: z.ZodType = z.string(), description?: string): ZodOpenApiParameterObject =>
  schema.meta({ param: { name, in: 'path', ...(description === undefined ? {} : { description }) } });

/**
 * The query parameters of an object schema, one per field as it is accepted; `descriptions` adds a
 * parameter's description beside its schema.
 */
export function queryParameters(schema: z.ZodObject, options: { exclude?: string[]; descriptions?: Record<string, string> } = {}): ZodOpenApiParameterObject[] {
  return Object.entries(schema.shape)
    .filter(([name]) => !(options.exclude ?? []).includes(name))
    .map(([name, field]) => {
      const description = options.descriptions?.[name];
      // zod-openapi adds `required: true` to a field the input needs; the others say so too.
      return (field as z.ZodType).meta({ param: { name, in: 'query', required: false, ...(description === undefined ? {} : { description }) } });
    });
}
