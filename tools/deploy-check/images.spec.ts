// The images' Dockerfiles and the frontends' nginx templates, read as text (no Docker engine or nginx
// can be had here by `npm test` without root): the service image holds only its stage, the nginx
// templates send the gateway's security headers from every location that answers itself, render
// every variable they use, and serve the build's Brotli and gzip copies.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { securityHeaders } from '../../services/gateway/src/security/security-header-values.ts';
import { workspaceRoot } from '../start/workspace.ts';

const read = (file: string) => readFileSync(path.join(workspaceRoot, file), 'utf8');
const nginxDir = 'deploy/docker/nginx';
const SECURITY_HEADERS_INCLUDE = 'include /etc/nginx/conf.d/security-headers.inc;';

/** The instructions of one stage of a Dockerfile (from its FROM to the next), continuations joined. */
function stage(dockerfile: string, name: string): string {
  const joined = dockerfile.replace(/\\\n/g, ' ');
  const stages = joined.split(/^(?=FROM )/m);
  const found = stages.find((text) => new RegExp(`^FROM \\S+ AS ${name}$`, 'm').test(text));
  if (!found) throw new Error(`no stage ${name}`);
  return found;
}

/** What nginx-unprivileged's entrypoint does to a template: envsubst of the variables set. */
function renderTemplate(template: string, variables: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (placeholder, name: string) => variables[name] ?? placeholder);
}

/** The headers of `add_header Name "value" always;` lines, names lowercased as Fastify gives them. */
function addedHeaders(config: string): Record<string, string> {
  const lines = config.split('\n').filter((line) => line.startsWith('add_header'));
  return Object.fromEntries(
    lines.map((line) => {
      const match = line.match(/^add_header ([A-Za-z-]+) "([^"]*)" always;$/);
      if (!match) throw new Error(`not an add_header line that applies to every status: ${line}`);
      return [match[1]!.toLowerCase(), match[2]!];
    }),
  );
}

/** A CSP as its directives, each with its sources: whitespace is not part of the policy. */
const directives = (policy: string) => Object.fromEntries(policy.split(';').map((directive) => directive.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));

/** A template as the entrypoint renders it with these sample values, comments dropped. */
const rendered = (template: string) =>
  renderTemplate(read(`${nginxDir}/${template}`), { API_UPSTREAM: 'http://gateway:8080', SITE_URL: 'https://pickwise.example', PUBLIC_SITE_BASE_URL: '/remotes/public-site/', FRONTEND: 'public-site' })
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n');

const LOCATION = /location ([^{]+)\{([^}]*)\}/g;

/** The `location <match> { ... }` blocks of a server block (ours hold no nested blocks). */
function locations(config: string): Array<{ match: string; body: string }> {
  return [...config.matchAll(LOCATION)].map((found) => ({ match: found[1]!.trim(), body: found[2]! }));
}

/** The server block's own directives, its locations taken out. */
const serverLevel = (config: string) => config.replace(LOCATION, '');

describe("the frontends' nginx sends the gateway's security headers", () => {
  const include = read(`${nginxDir}/security-headers.inc.template`);

  it.each([
    { remoteUrls: [], REMOTE_ORIGINS: '' },
    {
      remoteUrls: ['https://static.example.org/remotes/public-site/mf-manifest.json', 'https://admin.example.org/mf-manifest.json', '/remotes/admin/mf-manifest.json'],
      REMOTE_ORIGINS: 'https://static.example.org https://admin.example.org',
    },
  ])('the same names and values, with the CSP naming the remotes of another origin ($REMOTE_ORIGINS)', async ({ remoteUrls, REMOTE_ORIGINS }) => {
    const gateway = await securityHeaders(remoteUrls);
    const nginx = addedHeaders(renderTemplate(include, { REMOTE_ORIGINS }));
    expect(Object.keys(nginx).sort()).toEqual(Object.keys(gateway).sort());
    for (const name of Object.keys(gateway).filter((header) => header !== 'content-security-policy')) expect([name, nginx[name]]).toEqual([name, gateway[name]]);
    expect(directives(nginx['content-security-policy']!)).toEqual(directives(gateway['content-security-policy']!));
  });

  it.each(['host.conf.template', 'remote.conf.template'])('%s: each location that answers itself includes them, a proxied one passes the gateway\'s on', (template) => {
    const config = rendered(template);
    const found = locations(config);
    expect(found.length).toBeGreaterThan(2);
    for (const { match, body } of found) {
      const proxied = body.includes('proxy_pass');
      // add_header in a location drops every add_header of the server: the include must be in it.
      expect([match, body.includes(SECURITY_HEADERS_INCLUDE)]).toEqual([match, !proxied]);
      if (proxied) expect([match, body]).toEqual([match, expect.not.stringContaining('add_header')]);
    }
    expect(serverLevel(config)).not.toContain('add_header');
    expect(serverLevel(config)).toContain('server_tokens off;');
  });
});

describe("the frontends' nginx serves the build's compressed copies", () => {
  // tools/rspack/precompress-plugin.ts writes name.br and name.gz beside each text asset.
  const precompressing = ['brotli_static on;', 'gzip_static on;', 'gzip_vary on;'];

  it("the shell's for its hashed assets, not for HTML (sub_filter cannot edit a compressed body)", () => {
    const found = locations(rendered('host.conf.template'));
    const assets = found.find(({ match }) => match.startsWith('~*'));
    for (const directive of precompressing) expect(assets?.body).toContain(directive);
    expect(new RegExp(assets!.match.slice(3)).test('/main.50076ff0be.js')).toBe(true);
    for (const { match, body } of found.filter((location) => location !== assets)) expect([match, body]).toEqual([match, expect.not.stringContaining('_static')]);
  });

  it("the remotes' for every file", () => {
    for (const directive of precompressing) expect(serverLevel(rendered('remote.conf.template'))).toContain(directive);
  });

  it('with the brotli_static module built for the image\'s own nginx and loaded', () => {
    const dockerfile = read('deploy/docker/Dockerfile.frontend');
    const brotli = stage(dockerfile, 'brotli');
    const runtime = stage(dockerfile, 'runtime');
    expect(brotli).toMatch(/^FROM \$\{NGINX_IMAGE\} AS brotli$/m);
    expect(runtime).toMatch(/^FROM \$\{NGINX_IMAGE\} AS runtime$/m);
    expect(brotli).toContain('--branch "${NGINX_VERSION}-${PKG_RELEASE}" https://github.com/nginx/pkg-oss');
    expect(brotli).toContain('make module-brotli');
    expect(runtime).toContain('apk add --no-cache --allow-untrusted /tmp/packages/nginx-module-brotli-');
    expect(runtime).toContain("sed -i '1i load_module modules/ngx_http_brotli_static_module.so;' /etc/nginx/nginx.conf");
  });
});

describe('the frontend image', () => {
  const runtime = stage(read('deploy/docker/Dockerfile.frontend'), 'runtime');

  it('sets every variable its templates use, so the entrypoint renders them all', () => {
    const set = new Set([...runtime.matchAll(/^ENV (.+)$/gm)].flatMap((line) => [...line[1]!.matchAll(/([A-Z_]+)=/g)].map((found) => found[1]!)));
    for (const template of ['host.conf.template', 'remote.conf.template', 'security-headers.inc.template']) {
      const used = [...read(`${nginxDir}/${template}`).matchAll(/\$\{([A-Z_]+)\}/g)].map((found) => found[1]!);
      for (const name of used) expect([template, name, set.has(name)]).toEqual([template, name, true]);
    }
    expect(runtime).toContain('REMOTE_ORIGINS=""');
  });

  it('renders the security headers beside the server block, under a name nginx.conf does not load for all of http', () => {
    expect(runtime).toContain(`COPY ${nginxDir}/security-headers.inc.template /etc/nginx/templates/security-headers.inc.template`);
    expect(runtime).toContain('COPY --from=build /tmp/default.conf.template /etc/nginx/templates/default.conf.template');
  });

  it('runs as nginx-unprivileged\'s user once the module is installed, and is health-checked on /health', () => {
    const users = [...runtime.matchAll(/^USER (\S+)$/gm)].map((found) => found[1]);
    expect(users.at(-1)).toBe('101');
    expect(runtime).toMatch(/^HEALTHCHECK .*http:\/\/127\.0\.0\.1:8080\/health /m);
  });
});

describe('the service image', () => {
  const dockerfile = read('deploy/docker/Dockerfile.service');
  const build = stage(dockerfile, 'build');
  const runtime = stage(dockerfile, 'runtime');

  it('installs only what its service runs, with no package scripts', () => {
    expect(build).toContain('node tools/images/stage-service.ts "${SERVICE}" /stage');
    expect(build).toContain('cd /stage && npm install --omit=dev --ignore-scripts');
    expect(build).not.toContain('npm prune');
  });

  it('holds the stage and nothing else of the build', () => {
    const copies = [...runtime.matchAll(/^COPY (.+)$/gm)].map((found) => found[1]);
    expect(copies).toEqual(['--from=build /stage ./']);
  });

  it('runs as node and is health-checked on its liveness', () => {
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\/health\/live'/m);
    expect(runtime).toContain('services/${SERVICE}/dist/main.js');
  });
});
