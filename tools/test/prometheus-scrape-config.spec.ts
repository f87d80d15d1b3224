import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { stringify } from 'yaml';
import { prometheusBinaries } from './prometheus.ts';
import { podTarget, relabelConfig, renderedMonitoring, scrapeConfigOfPodMonitor } from './prometheus-scrape-config.ts';

const run = promisify(execFile);

describe('relabelConfig', () => {
  it("names each field as Prometheus does and lower-cases the action, as the operator's translation", () => {
    expect(
      relabelConfig({ sourceLabels: ['__address__', 'port'], separator: ';', regex: '(.+);(.+)', replacement: '$1:$2', targetLabel: '__address__', action: 'Replace' }),
    ).toEqual({ source_labels: ['__address__', 'port'], separator: ';', regex: '(.+);(.+)', replacement: '$1:$2', target_label: '__address__', action: 'replace' });
    expect(relabelConfig({ sourceLabels: ['a'], modulus: 4, targetLabel: 'shard', action: 'hashmod' })).toEqual({
      source_labels: ['a'],
      modulus: 4,
      target_label: 'shard',
      action: 'hashmod',
    });
  });

  it('refuses a field it cannot translate instead of dropping it', () => {
    expect(() => relabelConfig({ sourceLabels: ['a'], targetLabels: 'b' } as never)).toThrow('targetLabels has no Prometheus equivalent');
  });
});

describe('podTarget', () => {
  it("labels a pod as Kubernetes pod discovery does: every character outside [a-zA-Z0-9_] of a name becomes '_'", () => {
    expect(
      podTarget({
        address: '10.0.0.7:3001',
        labels: { 'app.kubernetes.io/component': 'generation', 'helm.sh/chart': 'pickwise-0.1.0' },
        annotations: { 'prometheus.io/port': '3001' },
      }),
    ).toEqual({
      targets: ['10.0.0.7:3001'],
      labels: {
        __meta_kubernetes_pod_label_app_kubernetes_io_component: 'generation',
        __meta_kubernetes_pod_label_helm_sh_chart: 'pickwise-0.1.0',
        __meta_kubernetes_pod_annotation_prometheus_io_port: '3001',
      },
    });
  });
});

describe("the chart's PodMonitor as a scrape job", () => {
  const { podMonitor, pods: podsByComponent } = renderedMonitoring();
  const pods = [...podsByComponent.values()].map((pod, index) => ({ address: `10.0.0.${index + 1}:8080`, ...pod }));

  it('takes the endpoint path and every relabeling of the PodMonitor', () => {
    const job = scrapeConfigOfPodMonitor(podMonitor, pods, '1s');
    expect(job).toMatchObject({ job_name: 'podMonitor/default/pickwise/0', scrape_interval: '1s', metrics_path: '/metrics' });
    expect(job['relabel_configs']).toHaveLength((podMonitor.spec as { podMetricsEndpoints: Array<{ relabelings: unknown[] }> }).podMetricsEndpoints[0]!.relabelings.length);
    expect(job['static_configs']).toHaveLength(pods.length);
  });

  it('is a configuration Prometheus accepts (promtool check config)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pickwise-scrape-config-'));
    try {
      const file = path.join(dir, 'prometheus.yml');
      await writeFile(file, stringify({ scrape_configs: [scrapeConfigOfPodMonitor(podMonitor, pods, '1s')] }));
      const { promtool } = await prometheusBinaries();
      const { stdout } = await run(promtool, ['check', 'config', file]);
      expect(stdout).toContain('SUCCESS');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
