// docker-compose.yml, the Dockerfiles and the Helm chart (its monitoring: monitoring.spec.ts) are checked by
// parsing them and rendering the chart with helm (no Docker engine here): every service and frontend must be
// deployable, probed, scraped and configured.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { GAME_IDS } from '@pickwise/lottery';
import { dataOfPage, prerenderedSitePaths } from '@pickwise/site/pages';
import { PRERENDERED_ORIGIN, PRERENDERED_PUBLIC_SITE_BASE } from '@pickwise/site/served-page';
import { backendServices, frontends, gatewayService } from '../start/services.ts';
import { workspaceRoot } from '../start/workspace.ts';
import { chartValues, renderChart, renderNotes } from './chart.ts';
import { releaseValues, withValues } from './release-values.ts';
import type { KubernetesObject } from './chart.ts';

const services = [...backendServices, gatewayService];
const read = (file: string) => readFileSync(path.join(workspaceRoot, file), 'utf8');

interface ComposeService {
  image?: string;
  command?: string[];
  build?: { dockerfile: string; args: Record<string, string> };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}

/** The gateway's metrics port (gateway METRICS_PORT default, compose and chart). */
const GATEWAY_METRICS_PORT = 9464;

describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService> };

  it('runs NATS with JetStream and PostgreSQL, both health-checked', () => {
    expect(compose.services['nats']?.command).toContain('-js');
    expect(compose.services['nats']?.healthcheck).toBeDefined();
    expect(compose.services['postgres']?.healthcheck?.test).toContain('pg_isready');
  });

  it.each(services)('builds and configures the $name service', ({ name, defaultPort }) => {
    const service = compose.services[name];
    expect(service?.build).toEqual({ context: '.', dockerfile: 'deploy/docker/Dockerfile.service', args: { SERVICE: name } });
    expect(service?.environment).toMatchObject({
      NATS_URL: 'nats://nats:4222',
      DATABASE_URL: expect.stringMatching(/^postgres:\/\/.+@postgres:5432\//),
      PORT: String(defaultPort),
    });
    expect(service?.healthcheck?.test.join(' ')).toContain('/health');
    expect(service?.depends_on).toMatchObject({ nats: { condition: 'service_healthy' }, postgres: { condition: 'service_healthy' } });
  });

  it('starts the gateway after every other service is healthy and hands out the remotes', () => {
    const gateway = compose.services['gateway'];
    for (const { name } of backendServices) expect(gateway?.depends_on?.[name]).toEqual({ condition: 'service_healthy' });
    expect(gateway?.environment?.['REMOTE_PUBLIC_SITE_URL']).toMatch(/mf-manifest\.json/);
    expect(gateway?.environment?.['REMOTE_ADMIN_URL']).toMatch(/mf-manifest\.json/);
  });

  it("gives the shell's nginx the public-site container's address for the prerendered pages' stylesheets", () => {
    expect(compose.services['shell']?.environment).toMatchObject({ PUBLIC_SITE_BASE_URL: 'http://localhost:8081/' });
  });

  it.each([...frontends])('builds the %s frontend image', (name) => {
    const frontend = compose.services[name];
    expect(frontend?.build?.dockerfile).toBe('deploy/docker/Dockerfile.frontend');
    expect(frontend?.build?.args).toEqual({ FRONTEND: name });
    expect(frontend?.healthcheck?.test.join(' ')).toContain('/health');
  });
});

describe('Dockerfiles', () => {
  it('parametrise the service image by SERVICE and run its built main.js', () => {
    const dockerfile = read('deploy/docker/Dockerfile.service');
    expect(dockerfile).toMatch(/^ARG SERVICE$/m);
    expect(dockerfile).toContain('services/${SERVICE}/dist/main.js');
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/health/m);
  });

  it('parametrise the frontend image by FRONTEND and serve its dist', () => {
    const dockerfile = read('deploy/docker/Dockerfile.frontend');
    expect(dockerfile).toMatch(/^ARG FRONTEND$/m);
    expect(dockerfile).toContain('/app/frontends/${FRONTEND}/dist');
    for (const template of ['host.conf.template', 'remote.conf.template']) {
      expect(dockerfile).toContain(`deploy/docker/nginx/${template}`);
      expect(read(`deploy/docker/nginx/${template}`)).toContain('location = /health');
    }
  });

  it("put the prerendered pages in the shell's image, with the site's origin and the remote's folder filled in by nginx", () => {
    expect(read('deploy/docker/Dockerfile.frontend')).toContain('npx nx run site-pages:build && cp -r frontends/site-pages/dist frontends/shell/dist/pages');
    const host = read('deploy/docker/nginx/host.conf.template');
    expect(host).toContain(`sub_filter '${PRERENDERED_ORIGIN}' '\${SITE_URL}';`);
    expect(host).toContain(`sub_filter 'href="${PRERENDERED_PUBLIC_SITE_BASE}' 'href="\${PUBLIC_SITE_BASE_URL}';`);
    expect(host).toContain('try_files /pages$uri/index.html $uri /index.html;');
  });

  it("sends the pages that show the API's data, and no other page, to the gateway, with the prerendered page when it does not answer", () => {
    const host = read('deploy/docker/nginx/host.conf.template');
    const location = host.match(/location ~ (\S+) \{\n\s+proxy_pass \$\{API_UPSTREAM\};[^}]*error_page 502 503 504 = @prerendered;/);
    expect(location).not.toBeNull();
    const proxied = new RegExp(location![1]!);
    const urls = prerenderedSitePaths().flatMap((page) => [page, page === '/' ? '/es/' : `/es${page}`]);
    const servedWithData = (url: string) => dataOfPage(url) !== undefined;
    expect(urls.filter((url) => proxied.test(url))).toEqual(urls.filter(servedWithData));
    expect(urls.filter(servedWithData)).toHaveLength(2 * (2 + 2 * GAME_IDS.length));
    expect(host).toMatch(/location @prerendered \{[^}]*try_files \/pages\$uri\/index\.html =404;/);
  });
});

describe('helm/pickwise', () => {
  const objects = renderChart(releaseValues());
  const find = (kind: string, name: string) => objects.find((object) => object.kind === kind && object.metadata.name === name);
  type Container = {
    name: string;
    image: string;
    imagePullPolicy?: string;
    command?: string[];
    args?: string[];
    env?: Array<{
      name: string;
      value?: string;
      valueFrom?: { configMapKeyRef?: { name: string; key: string }; secretKeyRef?: { name: string; key: string; optional?: boolean } };
    }>;
    resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
    securityContext?: Record<string, unknown>;
    envFrom?: Array<Record<string, { name: string }>>;
    readinessProbe?: { httpGet: { path: string; port: string } };
    livenessProbe?: { httpGet: { path: string; port: string } };
    startupProbe?: { httpGet: { path: string; port: string } };
  };
  type PodTemplate = {
    metadata: { annotations?: Record<string, string> };
    spec: { containers: Container[]; securityContext?: Record<string, unknown>; restartPolicy?: string };
  };
  const secretKeysOf = (container: Container | undefined) =>
    (container?.env ?? []).filter((variable) => variable.valueFrom?.secretKeyRef).map((variable) => variable.valueFrom!.secretKeyRef!);
  const podTemplate = (deployment: KubernetesObject | undefined) => (deployment?.spec as { template: PodTemplate }).template;

  it("gives the shell's nginx the site's URL and the public-site remote's folder for the prerendered pages", () => {
    const shell = podTemplate(objects.find((object) => object.kind === 'Deployment' && object.metadata.name === 'pickwise-shell')).spec.containers[0]?.env;
    expect(shell).toEqual(expect.arrayContaining([{ name: 'PUBLIC_SITE_BASE_URL', value: 'https://pickwise.example.com/remotes/public-site/' }, { name: 'SITE_URL', value: 'https://pickwise.example.com' }]));
  });

  it.each(services)('deploys the $name service with probes, scrape annotations and its configuration', ({ name, defaultPort }) => {
    const deployment = find('Deployment', `pickwise-${name}`);
    expect(deployment).toBeDefined();
    const template = podTemplate(deployment);
    const metricsPort = name === 'gateway' ? GATEWAY_METRICS_PORT : defaultPort;
    expect(template.metadata.annotations).toMatchObject({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': String(metricsPort),
      'prometheus.io/path': '/metrics',
    });
    const [container] = template.spec.containers;
    expect(container?.image).toBe(`ghcr.io/pickwise/pickwise-${name}:0.1.0`);
    // Readiness follows PostgreSQL and NATS; liveness and the startup probe only the process.
    expect(container?.readinessProbe?.httpGet).toEqual({ path: '/health/ready', port: 'http' });
    expect(container?.livenessProbe?.httpGet).toEqual({ path: '/health/live', port: 'http' });
    expect(container?.startupProbe?.httpGet).toEqual({ path: '/health/live', port: 'http' });
    expect(container?.env).toContainEqual({ name: 'PORT', value: String(defaultPort) });
    // The ConfigMap whole; of the Secret only the keys the service reads.
    expect(container?.envFrom).toEqual([{ configMapRef: { name: 'pickwise-config' } }]);
    for (const reference of secretKeysOf(container)) expect(reference.name).toBe('pickwise-secrets');
    // The Service (and so the ingress) exposes the HTTP port only, never the gateway's metrics port.
    expect((find('Service', `pickwise-${name}`)?.spec as { ports: Array<{ port: number }> }).ports.map((port) => port.port)).toEqual([defaultPort]);
    if (name === 'gateway') expect(container?.env).toContainEqual({ name: 'METRICS_PORT', value: String(GATEWAY_METRICS_PORT) });
  });

  it.each([...frontends])('deploys the %s frontend with probes and a Service', (name) => {
    const [container] = podTemplate(find('Deployment', `pickwise-${name}`)).spec.containers;
    expect(container?.image).toBe(`ghcr.io/pickwise/pickwise-${name}:0.1.0`);
    expect(container?.readinessProbe?.httpGet.path).toBe('/health');
    expect(container?.livenessProbe?.httpGet.path).toBe('/health');
    expect(container?.startupProbe?.httpGet.path).toBe('/health');
    expect(find('Service', `pickwise-${name}`)).toBeDefined();
  });

  it('puts NATS, the log level and the remotes from values into the ConfigMap, the database URL into a Secret', () => {
    expect(find('ConfigMap', 'pickwise-config')?.data).toEqual({
      NATS_URL: 'nats://nats:4222',
      NATS_STREAM_REPLICAS: '3',
      NATS_HEDGE_AFTER_MS: '250',
      LOG_LEVEL: 'info',
      REMOTE_PUBLIC_SITE_URL: '/remotes/public-site/mf-manifest.json',
      REMOTE_ADMIN_URL: '/remotes/admin/mf-manifest.json',
      SITE_URL: 'https://pickwise.example.com',
      TRUST_PROXY: '1',
      ADMIN_EMAILS: '',
      ADMIN_FULL_LOGS_URL: '/data-admin/generation-logs',
      ADMIN_INGESTION_TIMEOUT_MS: '600000',
      ADMIN_TOKEN_MAX_AGE_SECONDS: '900',
      ACCOUNT_LOCK_AFTER_FAILURES: '10',
      ACCOUNT_LOCK_SECONDS: '900',
      VAPID_SUBJECT: 'mailto:alerts@pickwise.example.com',
      SEND_CONCURRENCY: '64',
      REMINDER_LEAD_MINUTES: '120',
    });
    expect(find('Secret', 'pickwise-secrets')?.stringData?.['DATABASE_URL']).toMatch(/^postgres:\/\//);
  });

  it('uses an existing Secret instead of creating one when told to, with no key of its own needed', () => {
    const rendered = renderChart(withValues(['secrets'], { ...(chartValues()['secrets'] as object), existingSecret: 'prod-db' }));
    expect(rendered.some((object) => object.kind === 'Secret')).toBe(false);
    const identity = rendered.find((object) => object.kind === 'Deployment' && object.metadata.name === 'pickwise-identity');
    const references = secretKeysOf(podTemplate(identity).spec.containers[0]);
    expect(references.map((reference) => reference.key).sort()).toEqual(['DATABASE_URL', 'DATA_ENCRYPTION_KEYS', 'SMTP_URL']);
    for (const reference of references) expect(reference.name).toBe('prod-db');
    // Required keys fail the pod when absent; the optional ones (a mail server) may be left out of it.
    expect(references.filter((reference) => reference.optional).map((reference) => reference.key)).toEqual(['SMTP_URL']);
  });

  type CronSpec = {
    schedule: string;
    timeZone: string;
    concurrencyPolicy: string;
    jobTemplate: { spec: { activeDeadlineSeconds: number; backoffLimit: number; template: PodTemplate } };
  };
  const cronJobsOf = (rendered: KubernetesObject[]) => rendered.filter((object) => object.kind === 'CronJob');
  const ingestionEnv = (rendered: KubernetesObject[]) =>
    podTemplate(rendered.find((object) => object.kind === 'Deployment' && object.metadata.name === 'pickwise-ingestion')).spec.containers[0]?.env;

  it('ingests every game by CronJob, never two runs at once: hourly for EuroMillions and EuroJackpot, 06:15 New York time for the rest', () => {
    const cronJobs = cronJobsOf(objects);
    expect(cronJobs.map((cronJob) => cronJob.metadata.name).sort()).toEqual(['pickwise-ingest-daily', 'pickwise-ingest-hourly']);
    const byGame = new Map<string, CronSpec>();
    for (const cronJob of cronJobs) {
      const spec = cronJob.spec as CronSpec;
      expect(spec.concurrencyPolicy).toBe('Forbid');
      for (const game of spec.jobTemplate.spec.template.spec.containers[0]?.args ?? []) {
        expect([game, byGame.has(game)]).toEqual([game, false]);
        byGame.set(game, spec);
      }
    }
    expect([...byGame.keys()].sort()).toEqual([...GAME_IDS].sort());
    for (const [game, spec] of byGame) {
      if (game === 'euromillions' || game === 'eurojackpot') expect([game, spec.schedule, spec.timeZone]).toEqual([game, '0 * * * *', 'Etc/UTC']);
      else expect([game, spec.schedule, spec.timeZone]).toEqual([game, '15 6 * * *', 'America/New_York']);
    }
  });

  it('runs the run-ingestion CLI of the ingestion image in each CronJob, with NATS only, bounded in time and locked down like the Deployments', () => {
    const deploymentSecurity = podTemplate(find('Deployment', 'pickwise-ingestion')).spec.securityContext;
    const deploymentContainerSecurity = podTemplate(find('Deployment', 'pickwise-ingestion')).spec.containers[0]?.securityContext;
    const runTimeoutMs = Number((chartValues()['ingestion'] as { cronJobs: { runTimeoutMs: number } }).cronJobs.runTimeoutMs);
    expect(runTimeoutMs).toBe(300_000);
    for (const cronJob of cronJobsOf(objects)) {
      const job = (cronJob.spec as CronSpec).jobTemplate.spec;
      const pod = job.template.spec;
      expect(pod.restartPolicy).toBe('Never');
      expect(pod.securityContext).toEqual(deploymentSecurity);
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000, seccompProfile: { type: 'RuntimeDefault' } });
      expect(pod.containers[0]?.securityContext).toEqual(deploymentContainerSecurity);
      expect(pod.containers).toHaveLength(1);
      const [container] = pod.containers;
      expect(container?.image).toBe('ghcr.io/pickwise/pickwise-ingestion:0.1.0');
      expect(container?.command).toEqual(['node', 'services/ingestion/dist/cli/run-ingestion.js']);
      expect(container?.args?.length).toBeGreaterThan(0);
      expect(container?.env).toEqual([
        { name: 'NATS_URL', valueFrom: { configMapKeyRef: { name: 'pickwise-config', key: 'NATS_URL' } } },
        { name: 'INGESTION_RUN_TIMEOUT_MS', value: String(runTimeoutMs) },
      ]);
      expect(container?.resources?.requests).toBeDefined();
      expect(container?.resources?.limits?.['memory']).toBeDefined();
      // The deadline covers the whole Job: every game may take its full run timeout.
      expect(job.activeDeadlineSeconds).toBeGreaterThanOrEqual(((container?.args?.length ?? 0) * runTimeoutMs) / 1000);
      // A stuck hourly Job must not keep skipping (Forbid) the next hour's run.
      if ((cronJob.spec as CronSpec).schedule === '0 * * * *') expect(job.activeDeadlineSeconds).toBeLessThan(3600);
    }
    // nats-box (`nats request`) exits 0 on a failed run: nothing uses it any more.
    expect(JSON.stringify(objects)).not.toMatch(/nats-box/);
    expect(JSON.stringify(chartValues())).not.toMatch(/natsBox|nats-box/);
  });

  it('turns the in-service ingestion schedule off while the CronJobs are on, and back on without them', () => {
    expect(ingestionEnv(objects)).toContainEqual({ name: 'INGESTION_SCHEDULE', value: 'off' });
    const withoutCronJobs = renderChart(withValues(['ingestion', 'cronJobs', 'enabled'], false));
    expect(cronJobsOf(withoutCronJobs)).toEqual([]);
    expect(ingestionEnv(withoutCronJobs)).toContainEqual({ name: 'INGESTION_SCHEDULE', value: 'on' });
    for (const rendered of [objects, withoutCronJobs]) {
      for (const { name } of services.filter((service) => service.name !== 'ingestion')) {
        const env = podTemplate(rendered.find((object) => object.kind === 'Deployment' && object.metadata.name === `pickwise-${name}`)).spec.containers[0]?.env;
        expect(env?.some((variable) => variable.name === 'INGESTION_SCHEDULE')).toBe(false);
      }
    }
  });

  it('leaves the provider base URLs to the services unless set, and passes the set ones and the NY token on', () => {
    const providerKeys = [
      'NY_OPEN_DATA_BASE_URL',
      'UK_NATIONAL_LOTTERY_BASE_URL',
      'EUROMILLIONS_API_BASE_URL',
      'LOTTOLAND_BASE_URL',
      'LOTTO_NUMBER_ARCHIVE_BASE_URL',
      'MAGAYO_BASE_URL',
    ];
    const config = find('ConfigMap', 'pickwise-config')?.data ?? {};
    for (const key of providerKeys) expect(Object.keys(config)).not.toContain(key);
    expect(find('Secret', 'pickwise-secrets')?.stringData).toEqual(expect.objectContaining({ MAGAYO_API_KEY: '' }));
    expect(Object.keys(find('Secret', 'pickwise-secrets')?.stringData ?? {})).not.toContain('NY_OPEN_DATA_APP_TOKEN');

    const values = withValues(['providers'], {
      nyOpenDataBaseUrl: 'http://ny.test',
      ukNationalLotteryBaseUrl: 'http://uk.test',
      euromillionsApiBaseUrl: 'http://em.test/v1',
      lottolandBaseUrl: 'http://lottoland.test',
      lottoNumberArchiveBaseUrl: 'http://archive.test',
      magayoBaseUrl: 'http://magayo.test/api',
    });
    (values['secrets'] as Record<string, string>)['nyOpenDataAppToken'] = 'ny-token';
    const rendered = renderChart(values);
    expect(rendered.find((object) => object.kind === 'ConfigMap')?.data).toMatchObject({
      NY_OPEN_DATA_BASE_URL: 'http://ny.test',
      UK_NATIONAL_LOTTERY_BASE_URL: 'http://uk.test',
      EUROMILLIONS_API_BASE_URL: 'http://em.test/v1',
      LOTTOLAND_BASE_URL: 'http://lottoland.test',
      LOTTO_NUMBER_ARCHIVE_BASE_URL: 'http://archive.test',
      MAGAYO_BASE_URL: 'http://magayo.test/api',
    });
    expect(rendered.find((object) => object.kind === 'Secret')?.stringData?.['NY_OPEN_DATA_APP_TOKEN']).toBe('ny-token');
    // ingestion and jackpots read the URLs from the shared ConfigMap and the paid provider's key from the Secret.
    for (const name of ['ingestion', 'jackpots']) {
      const [container] = podTemplate(rendered.find((object) => object.kind === 'Deployment' && object.metadata.name === `pickwise-${name}`)).spec.containers;
      expect(container?.envFrom).toEqual([{ configMapRef: { name: 'pickwise-config' } }]);
      expect(secretKeysOf(container)).toContainEqual({ name: 'pickwise-secrets', key: 'MAGAYO_API_KEY', optional: true });
    }
    const [ingestion] = podTemplate(rendered.find((object) => object.kind === 'Deployment' && object.metadata.name === 'pickwise-ingestion')).spec.containers;
    expect(secretKeysOf(ingestion)).toContainEqual({ name: 'pickwise-secrets', key: 'NY_OPEN_DATA_APP_TOKEN', optional: true });
  });

  it('routes the API and each remote through the ingress', () => {
    const ingress = find('Ingress', 'pickwise');
    const paths = (ingress?.spec as { rules: Array<{ http: { paths: Array<{ path: string; backend: { service: { name: string } } }> } }> }).rules[0]
      ?.http.paths.map((entry) => [entry.path, entry.backend.service.name]);
    expect(paths).toEqual([
      ['/api', 'pickwise-gateway'],
      ['/config', 'pickwise-gateway'],
      ['/remotes/public-site', 'pickwise-public-site'],
      ['/remotes/admin', 'pickwise-admin'],
      ['/', 'pickwise-shell'],
    ]);
  });

  it("gives /api/admin an ingress of its own that waits longer than the gateway waits for an admin's run", () => {
    const ingress = find('Ingress', 'pickwise-admin-api');
    const annotations = ingress?.metadata.annotations ?? {};
    const readTimeoutSeconds = Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']);
    const gatewayWaitMs = Number(find('ConfigMap', 'pickwise-config')?.data?.['ADMIN_INGESTION_TIMEOUT_MS']);
    expect(readTimeoutSeconds * 1000).toBeGreaterThan(gatewayWaitMs);
    const paths = (ingress?.spec as { rules: Array<{ http: { paths: Array<{ path: string; backend: { service: { name: string } } }> } }> }).rules[0]?.http.paths;
    expect(paths?.map((entry) => [entry.path, entry.backend.service.name])).toEqual([['/api/admin', 'pickwise-gateway']]);
  });

  it('passes the paid provider quota on only when set', () => {
    const config = (values: Record<string, unknown>) =>
      renderChart(values).find((object) => object.kind === 'ConfigMap' && object.metadata.name === 'pickwise-config')?.data ?? {};
    expect(config(releaseValues())).not.toHaveProperty('MAGAYO_MONTHLY_QUOTA');
    expect(config(withValues(['admin', 'magayoMonthlyQuota'], '2500'))).toMatchObject({ MAGAYO_MONTHLY_QUOTA: '2500' });
  });

  it('renders NOTES.txt with where to open the site', () => {
    const notes = renderNotes(releaseValues());
    expect(notes).toContain('https://pickwise.example.com/');
    expect(notes).toContain('nats://nats:4222');
    expect(notes).toContain('kubectl create job --from=cronjob/pickwise-ingest-daily');
    expect(notes).toContain('INGESTION_SCHEDULE=off');
    const withoutCronJobs = renderNotes(withValues(['ingestion', 'cronJobs', 'enabled'], false));
    expect(withoutCronJobs).toContain('ingestion.cronJobs.enabled=false');
    expect(withoutCronJobs).not.toContain('kubectl create job');
  });
});
