import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import type { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { HealthModule } from '@pickwise/nest-kit';
import { createDocument, type ZodOpenApiPathItemObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { API_ROUTE_METADATA, OUTSIDE_API_DOCUMENT_METADATA, type ApiRouteEntry } from './api-route.js';

/** One HTTP route as Nest registered it, with its document entry or the reason it has none. */
export interface HttpRoute {
  /** `ControllerClass.handler`, for the messages that name a route. */
  handler: string;
  /** Lower case, as OpenAPI names operations. */
  method: string;
  /** Nest's spelling: `/api/tickets/:id`. */
  path: string;
  entry?: ApiRouteEntry;
  outsideDocument?: string;
}

/** Nest-kit's modules whose routes every service has; docs/api.md lists them outside the API. */
const SHARED_MODULES: [module: Type, reason: string][] = [[HealthModule, "nest-kit's liveness and readiness probes, the same on every service"]];

const joinPath = (...parts: string[]) => `/${parts.join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
const firstPath = (metadata: unknown): string => (Array.isArray(metadata) ? String(metadata[0] ?? '') : String(metadata ?? ''));

/** The HTTP routes of one controller class, from the metadata Nest's route decorators leave. */
export function controllerRoutes(controller: Type, scanner: MetadataScanner, outsideDocument?: string): HttpRoute[] {
  const prefix = firstPath(Reflect.getMetadata(PATH_METADATA, controller));
  const controllerOutside = outsideDocument ?? (Reflect.getMetadata(OUTSIDE_API_DOCUMENT_METADATA, controller) as string | undefined);
  const prototype = controller.prototype as Record<string, object>;
  return scanner.getAllMethodNames(prototype).flatMap((name): HttpRoute[] => {
    const handler = prototype[name]!;
    const handlerName = `${controller.name}.${name}`;
    const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
    const entry = Reflect.getMetadata(API_ROUTE_METADATA, handler) as ApiRouteEntry | undefined;
    if (requestMethod === undefined) {
      if (entry !== undefined) throw new Error(`${handlerName} has an OpenAPI entry (@ApiRoute) but is no HTTP route`);
      return [];
    }
    const outside = controllerOutside ?? (Reflect.getMetadata(OUTSIDE_API_DOCUMENT_METADATA, handler) as string | undefined);
    const route: HttpRoute = { handler: handlerName, method: RequestMethod[requestMethod].toLowerCase(), path: joinPath(prefix, firstPath(Reflect.getMetadata(PATH_METADATA, handler))) };
    if (outside !== undefined) return [{ ...route, outsideDocument: outside }];
    return [entry === undefined ? route : { ...route, entry }];
  });
}

/** Every HTTP route of the running application, in the order Nest registered its controllers. */
export function applicationRoutes(discovery: DiscoveryService, scanner: MetadataScanner): HttpRoute[] {
  return discovery.getControllers().flatMap((wrapper) => {
    const controller = wrapper.metatype as Type | undefined;
    if (!controller) return [];
    const shared = SHARED_MODULES.find(([module]) => wrapper.host?.metatype === module);
    return controllerRoutes(controller, scanner, shared?.[1]);
  });
}

/** `/api/tickets/:id` → `/api/tickets/{id}`. */
export const openApiPath = (nestPath: string) => nestPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The path a route is documented under: its own, or the `documentedPath` of its entry when that fits it. */
export function documentedPath(route: HttpRoute): string {
  const own = openApiPath(route.path);
  const declared = route.entry?.documentedPath;
  if (declared === undefined) return own;
  const ownSegments = own.split('/');
  const declaredSegments = declared.split('/');
  const fits = ownSegments.length === declaredSegments.length && ownSegments.every((segment, index) => segment === declaredSegments[index] || (segment.startsWith('{') && declaredSegments[index]!.includes('{')));
  if (!fits) throw new Error(`${route.handler}: documentedPath ${declared} does not fit the route ${route.method.toUpperCase()} ${route.path}`);
  return declared;
}

/**
 * The OpenAPI 3 document of the public HTTP API: one operation per route Nest registered, each from
 * the entry beside its handler (`@ApiRoute`), schemas generated from the contracts' zod schemas by
 * zod-openapi. A route with neither an entry nor `@OutsideApiDocument` is refused, so no route goes
 * undocumented.
 */
export function buildOpenApiDocument(routes: HttpRoute[]): Record<string, unknown> {
  const undocumented = routes.filter((route) => route.outsideDocument === undefined && route.entry === undefined);
  if (undocumented.length > 0) {
    throw new Error(`No OpenAPI entry (@ApiRoute, or @OutsideApiDocument with the reason) for: ${undocumented.map((route) => `${route.method.toUpperCase()} ${route.path} (${route.handler})`).join(', ')}`);
  }
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    if (route.entry === undefined) continue;
    const path = documentedPath(route);
    const { documentedPath: _path, ...operation } = route.entry;
    const item = (paths[path] ??= {}) as Record<string, unknown>;
    if (item[route.method] !== undefined) throw new Error(`Two routes document ${route.method.toUpperCase()} ${path}`);
    item[route.method] = operation;
    paths[path] = item as ZodOpenApiPathItemObject;
  }
  return createDocument({
    openapi: '3.0.3',
    info: {
      title: 'PickWise API',
      version: '1.0.0',
      description:
        'Lottery number suggestions for twelve games. Every answer is an envelope: `{ ok: true, data }` or `{ ok: false, error, code, issues? }` with a 4xx/5xx status; clients branch on `code`, the `error` text is for people; a VALIDATION failure found by a schema lists the fields it names in `issues` (`[{ path, code }]`). Entertainment only: no method changes the odds.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (ES256)' } } },
    paths,
  }) as unknown as Record<string, unknown>;
}
