// The API's two descriptions against the code: the OpenAPI document against the routes Nest
// registers (the document is built from them; a route without its entry, or an entry without its
// route, fails here), and docs/api.md's route and subject tables against the same routes and the
// subjects libs/contracts exports, so the prose cannot drift from either.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Controller, Get, type Type } from '@nestjs/common';
import { GUARDS_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { Test, type TestingModule } from '@nestjs/testing';
import * as contracts from '@pickwise/contracts';
import { AppModule } from '../app.module.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { gatewayEnvSchema } from '../config.js';
import { ApiRoute, ok } from './api-route.js';
import { applicationRoutes, buildOpenApiDocument, controllerRoutes, documentedPath, openApiPath, type HttpRoute } from './openapi.js';

const sourceDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const apiMarkdown = path.join(sourceDir, '../../../docs/api.md');

type Operation = { security?: unknown[] };
type Document = { paths: Record<string, Record<string, Operation>> };

let moduleRef: TestingModule;
let routes: HttpRoute[];
let document: Document;

beforeAll(async () => {
  // The application's real module graph, compiled but not started (nothing connects to NATS).
  moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(gatewayEnvSchema.parse({}))] }).compile();
  routes = applicationRoutes(moduleRef.get(DiscoveryService, { strict: false }), moduleRef.get(MetadataScanner, { strict: false }));
  document = buildOpenApiDocument(routes) as unknown as Document;
});

afterAll(async () => {
  await moduleRef.close();
});

const named = (method: string, routePath: string) => `${method.toUpperCase()} ${routePath}`;
const documentOperations = (doc: Document) => Object.entries(doc.paths).flatMap(([routePath, operations]) => Object.keys(operations).map((method) => named(method, routePath)));

describe('the OpenAPI document', () => {
  it('has one operation per route Nest registers, and no other', () => {
    const documented = routes.filter((route) => route.entry !== undefined).map((route) => named(route.method, documentedPath(route)));
    expect(documentOperations(document).sort()).toEqual([...documented].sort());
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('leaves out only the documentation itself and nest-kit’s probes', () => {
    const outside = routes.filter((route) => route.outsideDocument !== undefined).map((route) => named(route.method, route.path));
    expect(outside.sort()).toEqual(['GET /api/docs', 'GET /api/docs/openapi.json', 'GET /health/live', 'GET /health/ready']);
  });

  it('is built from every controller of the gateway’s source (none is left out of the application)', async () => {
    const files = (await readdir(sourceDir, { recursive: true })).filter((file) => file.endsWith('.controller.ts'));
    expect(files.length).toBeGreaterThan(10);
    const registered = new Set(routes.map((route) => route.handler.split('.')[0]));
    const scanner = new MetadataScanner();
    for (const file of files) {
      const exports = (await import(path.join(sourceDir, file))) as Record<string, unknown>;
      for (const value of Object.values(exports)) {
        if (typeof value !== 'function' || Reflect.getMetadata(PATH_METADATA, value) === undefined) continue;
        const controller = value as Type;
        if (controllerRoutes(controller, scanner).length > 0) expect({ file, controller: controller.name, registered: registered.has(controller.name) }).toEqual({ file, controller: controller.name, registered: true });
      }
    }
  });

  it('asks for a bearer token on exactly the routes JwtAuthGuard guards (on the handler or its controller)', () => {
    const guarded = new Set<string>();
    for (const wrapper of moduleRef.get(DiscoveryService, { strict: false }).getControllers()) {
      const controller = wrapper.metatype as Type | undefined;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, object>;
      const guardsOf = (target: object) => (Reflect.getMetadata(GUARDS_METADATA, target) as unknown[] | undefined) ?? [];
      for (const route of controllerRoutes(controller, new MetadataScanner())) {
        if (route.entry === undefined) continue;
        const handler = prototype[route.handler.split('.')[1]!]!;
        if ([...guardsOf(controller), ...guardsOf(handler)].includes(JwtAuthGuard)) guarded.add(named(route.method, documentedPath(route)));
      }
    }
    const secured = Object.entries(document.paths).flatMap(([routePath, operations]) => Object.entries(operations).filter(([, operation]) => operation.security !== undefined).map(([method]) => named(method, routePath)));
    expect(guarded.size).toBeGreaterThan(20);
    expect(secured.sort()).toEqual([...guarded].sort());
  });

  it('refuses a route without its entry', () => {
    @Controller('api/example')
    class UndocumentedController {
      @Get('things')
      things() {
        return [];
      }
    }
    expect(() => buildOpenApiDocument(controllerRoutes(UndocumentedController, new MetadataScanner()))).toThrow('No OpenAPI entry (@ApiRoute, or @OutsideApiDocument with the reason) for: GET /api/example/things (UndocumentedController.things)');
  });

  it('refuses an entry whose handler is no route', () => {
    class StrayEntryController {
      @ApiRoute({ summary: 'Nothing', responses: { '200': ok('Nothing', contracts.systemHealthSchema) } })
      nothing() {
        return [];
      }
    }
    expect(() => controllerRoutes(StrayEntryController, new MetadataScanner())).toThrow('StrayEntryController.nothing has an OpenAPI entry (@ApiRoute) but is no HTTP route');
  });

  it('refuses a documented path that is not the route’s', () => {
    const route: HttpRoute = { handler: 'Calendars.game', method: 'get', path: '/api/calendars/:file', entry: { documentedPath: '/api/feeds/{game}.ics', responses: {} } };
    expect(() => documentedPath(route)).toThrow('documentedPath /api/feeds/{game}.ics does not fit the route GET /api/calendars/:file');
    expect(documentedPath({ ...route, entry: { documentedPath: '/api/calendars/{game}.ics', responses: {} } })).toBe('/api/calendars/{game}.ics');
  });
});

/** The cells of a markdown table row (`\|` is a bar inside a cell). */
const cellsOf = (row: string) =>
  row
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/** Every table of a part of the markdown: its header cells and its rows' cells. */
function tablesOf(markdown: string): { header: string[]; rows: string[][] }[] {
  const tables: { header: string[]; rows: string[][] }[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    if (!lines[index]!.startsWith('|') || !/^\|[-| ]+\|$/.test(lines[index + 1] ?? '')) continue;
    const table = { header: cellsOf(lines[index]!), rows: [] as string[][] };
    for (index += 2; lines[index]?.startsWith('|'); index++) table.rows.push(cellsOf(lines[index]!));
    tables.push(table);
  }
  return tables;
}

const section = (markdown: string, heading: string) => {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
};

/** What docs/api.md lists that Nest does not serve: files and pages served by Fastify, and the metrics port. */
const SERVED_OUTSIDE_NEST = ['GET /metrics', 'GET /remotes/public-site/*', 'GET /remotes/admin/*', 'GET /embed/*', 'GET /*'];

describe('docs/api.md', () => {
  let markdown: string;
  beforeAll(async () => {
    markdown = await readFile(apiMarkdown, 'utf8');
  });

  /** `METHOD /path` of each route row (a query spelled in the path, e.g. `?grant_type=password`, is dropped), with its auth cell. */
  const listedRoutes = () =>
    tablesOf(section(markdown, 'HTTP routes'))
      .filter((table) => table.header[0] === 'method and path')
      .flatMap((table) =>
        table.rows.flatMap((row) =>
          codeSpans(row[0]!)
            .filter((span) => /^(GET|POST|PUT|DELETE|PATCH|OPTIONS) \//.test(span))
            .map((span) => ({ route: openApiPath(span.replace(/\?.*$/, '')), auth: table.header.includes('auth') ? row[table.header.indexOf('auth')] : undefined })),
        ),
      );

  it('lists every HTTP route, as the routes and the OpenAPI document name them, and no other', () => {
    const listed = new Set(listedRoutes().map(({ route }) => route));
    const served = routes.map((route) => named(route.method, route.entry === undefined ? openApiPath(route.path) : documentedPath(route)));
    expect([...listed].filter((route) => !SERVED_OUTSIDE_NEST.includes(route)).sort()).toEqual([...new Set(served)].sort());
    expect(SERVED_OUTSIDE_NEST.filter((route) => !listed.has(route))).toEqual([]);
  });

  it('marks a route token or admin exactly when the OpenAPI document asks for a bearer token', () => {
    const secured = new Set(Object.entries(document.paths).flatMap(([routePath, operations]) => Object.entries(operations).filter(([, operation]) => operation.security !== undefined).map(([method]) => named(method, routePath))));
    const marked = listedRoutes().filter(({ auth }) => auth !== undefined);
    expect(marked.length).toBeGreaterThan(40);
    const mismatches = marked.filter(({ route, auth }) => ['token', 'admin'].includes(auth!) !== secured.has(route));
    expect(mismatches).toEqual([]);
  });

  it('lists every NATS subject libs/contracts names, and no other', () => {
    const listed = new Set<string>();
    for (const table of tablesOf(section(markdown, 'NATS subjects')).filter((candidate) => candidate.header[0] === 'subject')) {
      for (const row of table.rows) {
        // `identity.auth.signup`, `.token`, …: a leading dot continues the first subject's prefix.
        const spans = codeSpans(row[0]!).filter((span) => /^\.?[a-z][a-z0-9-]*(\.[a-z0-9<>-]+)*$/.test(span) && (span.startsWith('.') || span.includes('.')));
        const prefix = spans[0]!.split('.').slice(0, -1).join('.');
        for (const span of spans) listed.add(span.startsWith('.') ? prefix + span : span);
      }
    }
    const exported = Object.entries(contracts as Record<string, unknown>).flatMap(([name, value]): string[] => {
      if (name === 'SUBJECTS' || name === 'AUTH_SUBJECTS') return Object.values(value as Record<string, string>);
      if (name.endsWith('_SUBJECT') && typeof value === 'string') return [value];
      // Per-game subjects, as the tables spell them; every `<service>.health` is in SUBJECTS.
      if (name.endsWith('Subject') && name !== 'healthSubject' && typeof value === 'function') return [(value as (game: string) => string)('<game>')];
      return [];
    });
    expect([...listed].sort()).toEqual([...new Set(exported)].sort());
  });
});
