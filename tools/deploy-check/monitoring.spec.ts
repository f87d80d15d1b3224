// The monitoring files, checked by reading and rendering them: the alert rules and the dashboard (one
// copy each, in the chart's files/), promtool's rule tests run with the pinned promtool, docker
// compose's Prometheus and the chart's PodMonitor, PrometheusRule and dashboard ConfigMap.
// tests/integration/monitoring-alerts.spec.ts runs the real Prometheus with them.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { backendServices, frontends, gatewayService } from '../start/services.ts';
import { workspaceRoot } from '../start/workspace.ts';
import { prometheusBinaries } from '../test/prometheus.ts';
import { chartValues, renderChart, type KubernetesObject } from './chart.ts';

const run = promisify(execFile);
const services = [...backendServices, gatewayService];
const read = (file: string) => readFileSync(path.join(workspaceRoot, file), 'utf8');
const RULES_FILE = 'helm/pickwise/files/alerts.yml';
const DASHBOARD_FILE = 'helm/pickwise/files/pickwise-dashboard.json';

/** The gateway's metrics port (gateway METRICS_PORT default, compose and chart). */
const GATEWAY_METRICS_PORT = 9464;

type Rule = { alert: string; expr: string; for?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
type RuleGroups = { groups: Array<{ name: string; rules: Rule[] }> };
const ruleGroups = () => parse(read(RULES_FILE)) as RuleGroups;
const alertRules = () => ruleGroups().groups.flatMap((group) => group.rules);
const normalize = (expr: string) => expr.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();

/** Every metric selector of a PromQL expression (`up` or a name with a metric's unit suffix, a count of draws included), with its `{…}` if any. */
const metricSelectors = (expr: string) => [...expr.matchAll(/\b(up|[a-z]+(?:_[a-z]+)*_(?:total|seconds|bucket|count|state|draws))\b(\{[^}]*\})?/g)];

describe('alert rules (helm/pickwise/files/alerts.yml)', () => {
  it('alerts on a service down, p99 latency and the 5xx rate', () => {
    const rules = alertRules();
    expect(rules.find((rule) => rule.alert === 'PickWiseServiceDown')?.expr).toBe('up{job="pickwise"} == 0');
    expect(rules.find((rule) => rule.alert === 'PickWiseHighP99Latency')?.expr).toContain('histogram_quantile(0.99');
    expect(rules.find((rule) => rule.alert === 'PickWiseHighP99Latency')?.expr).toContain('route!~"/metrics|/health(/.*)?"');
    expect(rules.find((rule) => rule.alert === 'PickWiseHigh5xxRate')?.expr).toContain('status=~"5.."');
  });

  // A cluster's Prometheus scrapes other applications too, with `service` labels of their own.
  it('selects job="pickwise" in every metric selector of every rule', () => {
    for (const rule of alertRules()) {
      const selectors = metricSelectors(rule.expr);
      expect([rule.alert, selectors.length > 0]).toEqual([rule.alert, true]);
      for (const [selector, , matchers] of selectors) expect([rule.alert, selector, matchers?.includes('job="pickwise"')]).toEqual([rule.alert, selector, true]);
    }
  });

  it('alerts on a game without a successful ingestion run in 36 h, also when it never succeeded', () => {
    const rule = alertRules().find((candidate) => candidate.alert === 'PickWiseIngestionStale');
    expect(rule).toBeDefined();
    const expr = normalize(rule!.expr);
    // Succeeded before, not in the last 36 h (a 0 gauge is not a success of 1970).
    expect(expr).toContain('(time() - max by (game) (ingestion_last_success_timestamp_seconds{job="pickwise"} > 0)) > 36 * 3600, "reason", "stale"');
    // Never succeeded, and a failed run was counted before the last 36 h.
    expect(expr).toContain(
      'max by (game) (present_over_time(ingestion_runs_total{job="pickwise", status="failed"}[1d] offset 36h)) unless on (game) max by (game) (ingestion_last_success_timestamp_seconds{job="pickwise"} > 0), "reason", "never-succeeded"',
    );
    expect(expr).toMatch(/\) or label_replace\(/);
    expect(rule!.for).toBe('15m');
    expect(rule!.labels?.['severity']).toBe('critical');
    expect(rule!.annotations?.['summary']).toContain('{{ $labels.game }}');
  });

  it('alerts on a provider breaker open for 15 min, and leaves provider breakers out of the generic breaker alert', () => {
    const rules = alertRules();
    const provider = rules.find((rule) => rule.alert === 'PickWiseProviderBreakerOpen');
    expect(normalize(provider?.expr ?? '')).toBe('max by (breaker) (circuit_breaker_state{job="pickwise", breaker=~"provider:.*"}) == 2');
    expect(provider?.for).toBe('15m');
    expect(provider?.labels?.['severity']).toBe('warning');
    expect(provider?.annotations?.['summary']).toContain('{{ $labels.breaker }}');
    expect(rules.find((rule) => rule.alert === 'PickWiseCircuitBreakerOpen')?.expr).toContain('breaker!~"provider:.*"');
  });

  it('alerts on draws unconfirmed an hour after first seen or disputed, and not on those no second source can confirm', () => {
    const rule = alertRules().find((candidate) => candidate.alert === 'PickWiseDrawsUnverified');
    expect(normalize(rule?.expr ?? '')).toBe('max by (game, reason) (ingestion_unverified_draws{job="pickwise", reason=~"unconfirmed|disputed"}) > 0');
    expect(rule?.labels?.['severity']).toBe('warning');
    expect(rule?.annotations?.['summary']).toContain('{{ $labels.game }}');
  });

  it('has promtool unit tests for the service-down and every ingestion alert, on the chart file', () => {
    const tests = parse(read('deploy/prometheus/alerts_test.yml')) as { rule_files: string[] };
    expect(tests.rule_files.map((file) => path.resolve(workspaceRoot, 'deploy/prometheus', file))).toEqual([path.join(workspaceRoot, RULES_FILE)]);
    for (const alert of ['PickWiseServiceDown', 'PickWiseIngestionStale', 'PickWiseProviderBreakerOpen', 'PickWiseDrawsUnverified']) {
      expect(read('deploy/prometheus/alerts_test.yml')).toContain(`alertname: ${alert}`);
    }
  });

  // promtool evaluates the rules against the series of alerts_test.yml (the pinned promtool, fetched on first use).
  it('passes the promtool rule tests (promtool test rules deploy/prometheus/alerts_test.yml)', async () => {
    const { promtool } = await prometheusBinaries();
    const { stdout, stderr } = await run(promtool, ['test', 'rules', path.join(workspaceRoot, 'deploy/prometheus/alerts_test.yml')]).catch(
      (error: { stdout?: string; stderr?: string }) => {
        throw new Error(`promtool test rules failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
      },
    );
    expect(`${stdout}${stderr}`).toContain('SUCCESS');
  }, 120_000);

  it('passes promtool check rules', async () => {
    const { promtool } = await prometheusBinaries();
    const { stdout } = await run(promtool, ['check', 'rules', path.join(workspaceRoot, RULES_FILE)]);
    expect(stdout).toContain(`SUCCESS: ${alertRules().length} rules found`);
  }, 120_000);
});

describe('dashboard (helm/pickwise/files/pickwise-dashboard.json)', () => {
  interface Panel {
    id: number;
    type: string;
    title: string;
    gridPos: { h: number; w: number; x: number; y: number };
    targets?: Array<{ expr: string; datasource: { uid: string } }>;
    datasource?: { uid: string };
    fieldConfig?: {
      defaults: {
        mappings?: Array<{ type: string; options: Record<string, { text: string }> }>;
        thresholds?: { steps: Array<{ color: string; value: number | null }> };
      };
    };
  }
  const dashboard = () => JSON.parse(read(DASHBOARD_FILE)) as { panels: Panel[]; templating: { list: Array<{ name: string; type: string; query: string }> } };
  const dashboardPanels = () => dashboard().panels;
  const expressions = () => dashboardPanels().flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));

  it('has a dashboard of request rate, p99 and NATS durations', () => {
    const all = expressions().join('\n');
    expect(all).toContain('rate(http_request_duration_seconds_count');
    expect(all).toContain('histogram_quantile(0.99');
    expect(all).toContain('nats_request_duration_seconds_bucket');
  });

  it('selects job="pickwise" in every metric selector of every panel', () => {
    for (const expr of expressions()) {
      for (const [selector, , matchers] of metricSelectors(expr)) expect([selector, matchers?.includes('job="pickwise"')]).toEqual([selector, true]);
    }
  });

  // Grafana's sidecar provisions the file as it is: the data source is a variable it can resolve, not an import-time input.
  it('lays the dashboard out with unique ids, no overlapping panels and the Prometheus data source variable', () => {
    const panels = dashboardPanels();
    expect(new Set(panels.map((panel) => panel.id)).size).toBe(panels.length);
    const cells = new Set<string>();
    for (const { gridPos, title } of panels) {
      expect(gridPos.x + gridPos.w).toBeLessThanOrEqual(24);
      for (let x = gridPos.x; x < gridPos.x + gridPos.w; x++) {
        for (let y = gridPos.y; y < gridPos.y + gridPos.h; y++) {
          expect([title, cells.has(`${x},${y}`)]).toEqual([title, false]);
          cells.add(`${x},${y}`);
        }
      }
    }
    expect(dashboard().templating.list).toContainEqual(expect.objectContaining({ name: 'DS_PROMETHEUS', type: 'datasource', query: 'prometheus' }));
    expect(dashboard()).not.toHaveProperty('__inputs');
    for (const panel of panels.filter((candidate) => candidate.type !== 'row')) {
      expect(panel.datasource?.uid).toBe('${DS_PROMETHEUS}');
      for (const target of panel.targets ?? []) expect(target.datasource.uid).toBe('${DS_PROMETHEUS}');
    }
  });

  it('has the ingestion panels: runs, rows, run p95, hours since success, provider breakers, provider p95 and unverified draws', () => {
    const panels = dashboardPanels();
    const panelWith = (fragment: string) => {
      const panel = panels.find((candidate) => (candidate.targets ?? []).some((target) => normalize(target.expr).includes(fragment)));
      expect([fragment, panel !== undefined]).toEqual([fragment, true]);
      return panel!;
    };
    panelWith('sum by (game, status) (increase(ingestion_runs_total{job="pickwise"}[');
    panelWith('sum by (game, outcome) (increase(ingestion_rows_total{job="pickwise"}[');
    panelWith('histogram_quantile(0.95, sum by (game, le) (increase(ingestion_run_duration_seconds_bucket{job="pickwise"}[');
    panelWith('histogram_quantile(0.95, sum by (provider, le) (rate(provider_request_duration_seconds_bucket{job="pickwise"}[');
    panelWith('max by (game, reason) (ingestion_unverified_draws{job="pickwise"})');

    const sinceSuccess = panelWith('(time() - max by (game) (ingestion_last_success_timestamp_seconds{job="pickwise"} > 0)) / 3600');
    expect(['bargauge', 'table']).toContain(sinceSuccess.type);
    const steps = sinceSuccess.fieldConfig?.defaults.thresholds?.steps ?? [];
    expect(steps.at(-1)).toEqual({ color: 'red', value: 36 });

    const breakers = panelWith('max by (breaker) (circuit_breaker_state{job="pickwise", breaker=~"provider:.*"})');
    const mapping = breakers.fieldConfig?.defaults.mappings?.find((candidate) => candidate.type === 'value');
    expect(Object.fromEntries(Object.entries(mapping?.options ?? {}).map(([value, option]) => [value, option.text]))).toEqual({
      '0': 'closed',
      '1': 'half-open',
      '2': 'open',
    });
  });
});

describe("docker compose's Prometheus (deploy/prometheus/prometheus.yml)", () => {
  const prometheus = () =>
    parse(read('deploy/prometheus/prometheus.yml')) as {
      rule_files: string[];
      scrape_configs: Array<{ job_name: string; metrics_path: string; static_configs: Array<{ targets: string[]; labels: Record<string, string> }> }>;
    };
  const compose = () => parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, { environment?: Record<string, string>; volumes?: string[] }> };

  it('scrapes /metrics of every service as job "pickwise", each target with its service label', () => {
    const [job, ...others] = prometheus().scrape_configs;
    expect(others).toEqual([]);
    expect(job?.job_name).toBe('pickwise');
    expect(job?.metrics_path).toBe('/metrics');
    const targets = Object.fromEntries((job?.static_configs ?? []).flatMap((config) => config.targets.map((target) => [target, config.labels['service']])));
    // The gateway's metrics are on their own port (METRICS_PORT), not its public one.
    expect(targets).toEqual(Object.fromEntries(services.map(({ name, defaultPort }) => [`${name}:${name === 'gateway' ? GATEWAY_METRICS_PORT : defaultPort}`, name])));
    expect(compose().services['gateway']?.environment?.['METRICS_PORT']).toBe(String(GATEWAY_METRICS_PORT));
  });

  it("loads the chart's rule file, mounted by docker-compose.yml", () => {
    const [ruleFile] = prometheus().rule_files;
    expect(compose().services['prometheus']?.volumes).toContain(`./${RULES_FILE}:${ruleFile}:ro`);
  });
});

describe("the chart's monitoring (helm/pickwise/templates/monitoring.yaml)", () => {
  // A release with its Secret made elsewhere: the monitoring reads none of the chart's secrets.
  const releaseValues = () => {
    const values = structuredClone(chartValues());
    (values['secrets'] as Record<string, unknown>)['existingSecret'] = 'pickwise-secrets';
    return values;
  };
  const withMonitoring = (monitoring: Record<string, unknown>) => {
    const values = releaseValues();
    const defaults = values['monitoring'] as Record<string, Record<string, unknown>>;
    for (const [key, value] of Object.entries(monitoring)) {
      defaults[key] = typeof value === 'object' && value !== null && !Array.isArray(value) && key !== 'labels' ? { ...defaults[key], ...value } : (value as Record<string, unknown>);
    }
    return renderChart(values);
  };
  const objects = renderChart(releaseValues());
  const find = (rendered: KubernetesObject[], kind: string) => rendered.find((object) => object.kind === kind && object.metadata.labels?.['app.kubernetes.io/component'] === 'monitoring');
  type Relabeling = { sourceLabels: string[]; targetLabel?: string; regex?: string; replacement?: string; action?: string };
  type PodMonitorSpec = { selector: { matchLabels: Record<string, string> }; podMetricsEndpoints: Array<{ port: string; path: string; relabelings: Relabeling[] }> };
  const podMonitor = find(objects, 'PodMonitor');
  const spec = podMonitor?.spec as PodMonitorSpec;
  const podsOf = (kind: string) =>
    objects
      .filter((object) => object.kind === kind)
      .map((object) => (object.spec as { template: { metadata: { labels: Record<string, string>; annotations?: Record<string, string> } } }).template.metadata);

  it("selects the release's pods and keeps those that ask to be scraped: every service, no frontend", () => {
    expect(podMonitor?.apiVersion).toBe('monitoring.coreos.com/v1');
    const selected = (labels: Record<string, string>) => Object.entries(spec.selector.matchLabels).every(([key, value]) => labels[key] === value);
    const [keep] = spec.podMetricsEndpoints[0]!.relabelings;
    expect(keep).toEqual({ sourceLabels: ['__meta_kubernetes_pod_annotation_prometheus_io_scrape'], regex: 'true', action: 'keep' });
    const pods = podsOf('Deployment');
    const scraped = pods.filter((pod) => selected(pod.labels) && pod.annotations?.['prometheus.io/scrape'] === 'true').map((pod) => pod.labels['app.kubernetes.io/component']);
    expect(scraped.sort()).toEqual(services.map((service) => service.name).sort());
    for (const frontend of frontends) expect(pods.find((pod) => pod.labels['app.kubernetes.io/component'] === frontend)?.annotations?.['prometheus.io/scrape']).not.toBe('true');
  });

  it('scrapes /metrics on the port each pod names in prometheus.io/port (the gateway: its metrics port)', () => {
    const [endpoint] = spec.podMetricsEndpoints;
    expect(endpoint?.path).toBe('/metrics');
    expect(endpoint?.relabelings).toContainEqual({
      sourceLabels: ['__address__', '__meta_kubernetes_pod_annotation_prometheus_io_port'],
      regex: '([^:]+)(?::\\d+)?;(\\d+)',
      replacement: '$1:$2',
      targetLabel: '__address__',
    });
    const gateway = podsOf('Deployment').find((pod) => pod.labels['app.kubernetes.io/component'] === 'gateway');
    expect(gateway?.annotations?.['prometheus.io/port']).toBe(String(GATEWAY_METRICS_PORT));
  });

  it('gives every target job="pickwise" and service=<app.kubernetes.io/component>, the labels the rules and the dashboard select on', () => {
    const relabelings = spec.podMetricsEndpoints[0]!.relabelings;
    expect(relabelings).toContainEqual({ sourceLabels: ['__meta_kubernetes_pod_label_app_kubernetes_io_name'], targetLabel: 'job' });
    expect(relabelings).toContainEqual({ sourceLabels: ['__meta_kubernetes_pod_label_app_kubernetes_io_component'], targetLabel: 'service' });
    for (const pod of podsOf('Deployment')) expect(pod.labels['app.kubernetes.io/name']).toBe('pickwise');
  });

  it('ships the rule file unchanged as a PrometheusRule', () => {
    const rule = find(objects, 'PrometheusRule');
    expect(rule?.apiVersion).toBe('monitoring.coreos.com/v1');
    expect(rule?.spec).toEqual(ruleGroups());
  });

  it("replaces every alert's `for`, and nothing else, when monitoring.prometheusRule.alertFor is set", () => {
    const rule = find(withMonitoring({ prometheusRule: { alertFor: '5s' } }), 'PrometheusRule');
    const expected = ruleGroups();
    for (const group of expected.groups) for (const entry of group.rules) entry.for = '5s';
    expect(rule?.spec).toEqual(expected);
  });

  it("ships the dashboard file unchanged in a ConfigMap that Grafana's sidecar loads", () => {
    const configMap = find(objects, 'ConfigMap');
    expect(configMap?.metadata.labels?.['grafana_dashboard']).toBe('1');
    expect(configMap?.data?.['pickwise-dashboard.json']).toBe(read(DASHBOARD_FILE).trimEnd());
  });

  it('labels all three for the selectors of the Prometheus and Grafana that take them, and leaves out what is turned off', () => {
    const labelled = withMonitoring({ labels: { release: 'kube-prometheus-stack' } });
    for (const kind of ['PodMonitor', 'PrometheusRule', 'ConfigMap']) expect([kind, find(labelled, kind)?.metadata.labels?.['release']]).toEqual([kind, 'kube-prometheus-stack']);
    const off = withMonitoring({ podMonitor: { enabled: false }, prometheusRule: { enabled: false }, grafanaDashboard: { enabled: false } });
    expect(off.filter((object) => object.metadata.labels?.['app.kubernetes.io/component'] === 'monitoring')).toEqual([]);
  });
});
