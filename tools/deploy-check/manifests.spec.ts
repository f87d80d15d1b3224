// docker-compose.yml, the Dockerfiles, the Prometheus/Grafana files and the Helm chart are checked by
// parsing and rendering them (no Docker engine or helm binary here): every service and frontend must be
// deployable, probed, scraped and configured.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { GAME_IDS } from '@pickwise/lottery';
import { backendServices, frontends, gatewayService } from '../start/services.ts';
import { workspaceRoot } from '../start/workspace.ts';
import { chartDir, chartValues, renderChart } from './chart.ts';
import { renderTemplate } from './helm-template.ts';
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
});

describe('monitoring', () => {
  it('scrapes /metrics of every service', () => {
    const prometheus = parse(read('deploy/prometheus/prometheus.yml')) as {
      scrape_configs: Array<{ metrics_path: string; static_configs: Array<{ targets: string[] }> }>;
    };
    const targets = prometheus.scrape_configs.flatMap((job) => job.static_configs.flatMap((config) => config.targets));
    for (const { name, defaultPort } of services) expect(targets).toContain(`${name}:${defaultPort}`);
    expect(prometheus.scrape_configs.every((job) => job.metrics_path === '/metrics')).toBe(true);
  });

  it('alerts on a service down, p99 latency and the 5xx rate', () => {
    const alerts = parse(read('deploy/prometheus/alerts.yml')) as { groups: Array<{ rules: Array<{ alert: string; expr: string }> }> };
    const rules = alerts.groups.flatMap((group) => group.rules);
    expect(rules.find((rule) => rule.alert === 'PickWiseServiceDown')?.expr).toContain('up');
    expect(rules.find((rule) => rule.alert === 'PickWiseHighP99Latency')?.expr).toContain('histogram_quantile(0.99');
    expect(rules.find((rule) => rule.alert === 'PickWiseHigh5xxRate')?.expr).toContain('status=~"5.."');
  });

  it('has a dashboard of request rate, p99 and NATS durations', () => {
    const dashboard = JSON.parse(read('deploy/grafana/pickwise-dashboard.json')) as { panels: Array<{ targets: Array<{ expr: string }> }> };
    const expressions = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)).join('\n');
    expect(expressions).toContain('rate(http_request_duration_seconds_count');
    expect(expressions).toContain('histogram_quantile(0.99');
    expect(expressions).toContain('nats_request_duration_seconds_bucket');
  });
});

describe('helm/pickwise', () => {
  const objects = renderChart();
  const find = (kind: string, name: string) => objects.find((object) => object.kind === kind && object.metadata.name === name);
  type Container = {
    image: string;
    env?: Array<{ name: string; value?: string }>;
    envFrom?: Array<Record<string, { name: string }>>;
    readinessProbe?: { httpGet: { path: string } };
    livenessProbe?: { httpGet: { path: string } };
  };
  type PodTemplate = { metadata: { annotations?: Record<string, string> }; spec: { containers: Container[] } };
  const podTemplate = (deployment: KubernetesObject | undefined) => (deployment?.spec as { template: PodTemplate }).template;

  it.each(services)('deploys the $name service with probes, scrape annotations and its configuration', ({ name, defaultPort }) => {
    const deployment = find('Deployment', `pickwise-${name}`);
    expect(deployment).toBeDefined();
    const template = podTemplate(deployment);
    expect(template.metadata.annotations).toEqual({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': String(defaultPort),
      'prometheus.io/path': '/metrics',
    });
    const [container] = template.spec.containers;
    expect(container?.image).toBe(`ghcr.io/pickwise/pickwise-${name}:0.1.0`);
    expect(container?.readinessProbe?.httpGet.path).toBe('/health');
    expect(container?.livenessProbe?.httpGet.path).toBe('/health');
    expect(container?.env).toContainEqual({ name: 'PORT', value: String(defaultPort) });
    expect(container?.envFrom).toEqual([{ configMapRef: { name: 'pickwise-config' } }, { secretRef: { name: 'pickwise-secrets' } }]);
    expect((find('Service', `pickwise-${name}`)?.spec as { ports: Array<{ port: number }> }).ports[0]?.port).toBe(defaultPort);
  });

  it.each([...frontends])('deploys the %s frontend with probes and a Service', (name) => {
    const [container] = podTemplate(find('Deployment', `pickwise-${name}`)).spec.containers;
    expect(container?.image).toBe(`ghcr.io/pickwise/pickwise-${name}:0.1.0`);
    expect(container?.readinessProbe?.httpGet.path).toBe('/health');
    expect(container?.livenessProbe?.httpGet.path).toBe('/health');
    expect(find('Service', `pickwise-${name}`)).toBeDefined();
  });

  it('puts NATS, the log level and the remotes from values into the ConfigMap, the database URL into a Secret', () => {
    expect(find('ConfigMap', 'pickwise-config')?.data).toEqual({
      NATS_URL: 'nats://nats:4222',
      LOG_LEVEL: 'info',
      REMOTE_PUBLIC_SITE_URL: '/remotes/public-site/mf-manifest.json',
      REMOTE_ADMIN_URL: '/remotes/admin/mf-manifest.json',
      SITE_URL: 'https://pickwise.example.com',
      TRUST_PROXY: '1',
      ADMIN_EMAILS: '',
    });
    expect(find('Secret', 'pickwise-secrets')?.stringData?.['DATABASE_URL']).toMatch(/^postgres:\/\//);
  });

  it('uses an existing Secret instead of creating one when told to', () => {
    const values = chartValues();
    const rendered = renderChart({ ...values, secrets: { ...(values['secrets'] as object), existingSecret: 'prod-db' } });
    expect(rendered.some((object) => object.kind === 'Secret')).toBe(false);
    const gateway = rendered.find((object) => object.kind === 'Deployment' && object.metadata.name === 'pickwise-gateway');
    expect(podTemplate(gateway).spec.containers[0]?.envFrom).toContainEqual({ secretRef: { name: 'prod-db' } });
  });

  it('ingests every game by CronJob, never two runs at once: hourly for EuroMillions and EuroJackpot, 06:15 ET for the rest', () => {
    const cronJobs = objects.filter((object) => object.kind === 'CronJob');
    type CronSpec = { schedule: string; timeZone: string; concurrencyPolicy: string; jobTemplate: { spec: { template: PodTemplate } } };
    const byGame = new Map<string, CronSpec>();
    for (const cronJob of cronJobs) {
      const spec = cronJob.spec as CronSpec;
      expect(spec.concurrencyPolicy).toBe('Forbid');
      const games = spec.jobTemplate.spec.template.spec.containers[0]?.env?.find((variable) => variable.name === 'GAMES')?.value ?? '';
      for (const game of games.split(' ')) {
        expect(byGame.has(game)).toBe(false);
        byGame.set(game, spec);
      }
    }
    expect([...byGame.keys()].sort()).toEqual([...GAME_IDS].sort());
    for (const [game, spec] of byGame) {
      if (game === 'euromillions' || game === 'eurojackpot') expect(spec.schedule).toBe('0 * * * *');
      else expect([spec.schedule, spec.timeZone]).toEqual(['15 6 * * *', 'America/New_York']);
    }
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

  it('renders NOTES.txt with where to open the site', () => {
    const notes = renderTemplate(readFileSync(path.join(chartDir, 'templates', 'NOTES.txt'), 'utf8'), {
      Values: chartValues(),
      Release: { Name: 'pickwise' },
      Chart: { AppVersion: '0.1.0' },
    });
    expect(notes).toContain('http://pickwise.example.com/');
    expect(notes).toContain('nats://nats:4222');
  });
});
