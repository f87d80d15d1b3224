// The chart's PodMonitor as the scrape job of a plain Prometheus that has no Kubernetes to discover
// pods in: its relabelings become relabel_configs (the field-by-field translation the Prometheus
// Operator makes, camelCase to snake_case), and each pod becomes a static target labelled the way
// Prometheus's Kubernetes pod discovery labels one (`__meta_kubernetes_pod_label_<name>`,
// `__meta_kubernetes_pod_annotation_<name>`). So a test scrapes running processes through the very
// relabelling the chart ships, not through a copy of it.
import { chartValues, renderChart } from '../deploy-check/chart.ts';

/** One entry of a PodMonitor's `podMetricsEndpoints[].relabelings` (monitoring.coreos.com/v1 RelabelConfig). */
export interface OperatorRelabeling {
  sourceLabels?: string[];
  separator?: string;
  targetLabel?: string;
  regex?: string;
  modulus?: number;
  replacement?: string;
  action?: string;
}

export interface PodMonitorSpec {
  podMetricsEndpoints: Array<{ path?: string; relabelings?: OperatorRelabeling[] }>;
}

/** A pod as discovery sees it: where it listens and its metadata. */
export interface DiscoveredPod {
  /** host:port of the pod's container port (the PodMonitor's `port`). */
  address: string;
  labels: Record<string, string>;
  annotations: Record<string, string>;
}

const RELABEL_FIELDS: Record<keyof OperatorRelabeling, string> = {
  sourceLabels: 'source_labels',
  separator: 'separator',
  targetLabel: 'target_label',
  regex: 'regex',
  modulus: 'modulus',
  replacement: 'replacement',
  action: 'action',
};

/** A PodMonitor relabeling as Prometheus's relabel_config; an unknown field is refused, not dropped. */
export function relabelConfig(relabeling: OperatorRelabeling): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(relabeling).map(([field, value]) => {
      const name = RELABEL_FIELDS[field as keyof OperatorRelabeling];
      if (!name) throw new Error(`PodMonitor relabeling field ${field} has no Prometheus equivalent here`);
      // The operator accepts Keep as well as keep; Prometheus only the lower case.
      return [name, field === 'action' ? String(value).toLowerCase() : value];
    }),
  );
}

/** Kubernetes discovery's label names: every character outside [a-zA-Z0-9_] becomes `_`. */
const sanitize = (name: string) => name.replace(/[^a-zA-Z0-9_]/g, '_');

/** A pod as a static target group with the labels Kubernetes pod discovery would give it. */
export function podTarget(pod: DiscoveredPod): { targets: string[]; labels: Record<string, string> } {
  return {
    targets: [pod.address],
    labels: {
      ...Object.fromEntries(Object.entries(pod.labels).map(([name, value]) => [`__meta_kubernetes_pod_label_${sanitize(name)}`, value])),
      ...Object.fromEntries(Object.entries(pod.annotations).map(([name, value]) => [`__meta_kubernetes_pod_annotation_${sanitize(name)}`, value])),
    },
  };
}

/**
 * The scrape job of the PodMonitor's first endpoint over `pods`. The operator names its jobs
 * `podMonitor/<namespace>/<name>/<index>`; the relabelings may set `job` themselves.
 */
export function scrapeConfigOfPodMonitor(
  podMonitor: { metadata: { name: string; namespace?: string }; spec?: unknown },
  pods: DiscoveredPod[],
  scrapeInterval: string,
): Record<string, unknown> {
  const [endpoint] = (podMonitor.spec as PodMonitorSpec).podMetricsEndpoints;
  if (!endpoint) throw new Error(`PodMonitor ${podMonitor.metadata.name} has no podMetricsEndpoints`);
  return {
    job_name: `podMonitor/${podMonitor.metadata.namespace ?? 'default'}/${podMonitor.metadata.name}/0`,
    scrape_interval: scrapeInterval,
    metrics_path: endpoint.path ?? '/metrics',
    static_configs: pods.map(podTarget),
    relabel_configs: (endpoint.relabelings ?? []).map(relabelConfig),
  };
}

interface PodTemplateMetadata {
  labels: Record<string, string>;
  annotations?: Record<string, string>;
}

/**
 * The chart's monitoring as `helm template` renders it: the PodMonitor, the rule groups of the
 * PrometheusRule, and each Deployment's pod metadata by its app.kubernetes.io/component. The release
 * uses a Secret made elsewhere (secrets.existingSecret): the monitoring reads none of the chart's secrets.
 */
export function renderedMonitoring({ alertFor = '' }: { alertFor?: string } = {}) {
  const values = structuredClone(chartValues()) as { secrets: Record<string, unknown>; monitoring: { prometheusRule: Record<string, unknown> } };
  values.secrets['existingSecret'] = 'pickwise-secrets';
  values.monitoring.prometheusRule['alertFor'] = alertFor;
  const objects = renderChart(values as unknown as Record<string, unknown>);
  const monitoringObject = (kind: string) => {
    const object = objects.find((candidate) => candidate.kind === kind && candidate.apiVersion === 'monitoring.coreos.com/v1');
    if (!object) throw new Error(`the chart rendered no ${kind} (monitoring.*.enabled?)`);
    return object;
  };
  const pods = new Map(
    objects
      .filter((object) => object.kind === 'Deployment')
      .map((deployment) => {
        const metadata = (deployment.spec as { template: { metadata: PodTemplateMetadata } }).template.metadata;
        return [metadata.labels['app.kubernetes.io/component'] ?? deployment.metadata.name, { labels: metadata.labels, annotations: metadata.annotations ?? {} }] as const;
      }),
  );
  return { objects, podMonitor: monitoringObject('PodMonitor'), ruleGroups: monitoringObject('PrometheusRule').spec as { groups: unknown[] }, pods };
}
