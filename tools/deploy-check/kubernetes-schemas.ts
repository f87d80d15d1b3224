// Checks rendered objects against Kubernetes' own OpenAPI schemas with kubernetes-models, at both ends
// of the chart's kubeVersion (>=1.27): kubernetes-models 4.4.2 holds Kubernetes 1.27's schemas (its
// README's badge; no API of 1.28 or later), installed as kubernetes-models-1.27, and 5.1.0 a current
// one's (resource.k8s.io/v1 and PodSpec.hostnameOverride, both of 1.34). PodMonitor and
// PrometheusRule are checked against the Prometheus Operator's CRDs (@kubernetes-models/prometheus-operator).
// An object whose apiVersion and kind no schema describes fails too: nothing ships unchecked.
import type { KubernetesObject } from './chart.ts';

/** The Kubernetes schemas checked, by the package that holds them. */
export const KUBERNETES_SCHEMAS = { '1.27': 'kubernetes-models-1.27', '1.34': 'kubernetes-models' } as const;
export type KubernetesVersion = keyof typeof KUBERNETES_SCHEMAS;

interface Model {
  validate(): void;
}
type ModelClass = new (data: unknown) => Model;

/** The module (of kubernetes-models, or the operator's package) that holds an apiVersion's kinds. */
function schemaModule(apiVersion: string, version: KubernetesVersion): string {
  if (apiVersion.startsWith('monitoring.coreos.com/')) return `@kubernetes-models/prometheus-operator/${apiVersion}`;
  return `${KUBERNETES_SCHEMAS[version]}/${apiVersion}`; // core `v1` is <package>/v1, `apps/v1` <package>/apps/v1
}

async function modelOf(object: KubernetesObject, version: KubernetesVersion): Promise<ModelClass | undefined> {
  let kinds: Record<string, unknown>;
  try {
    kinds = (await import(schemaModule(object.apiVersion, version))) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const model = kinds[object.kind];
  return typeof model === 'function' ? (model as ModelClass) : undefined;
}

/**
 * What is wrong with each object against its schema in the given Kubernetes version:
 * `<kind>/<name> (<apiVersion>): <problem>`; none when all are valid.
 */
export async function schemaProblems(objects: readonly KubernetesObject[], version: KubernetesVersion): Promise<string[]> {
  const problems: string[] = [];
  for (const object of objects) {
    const label = `${object.kind}/${object.metadata?.name ?? '?'} (${object.apiVersion})`;
    const Model = await modelOf(object, version);
    if (!Model) {
      problems.push(`${label}: no schema for this apiVersion and kind`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      problems.push(`${label}: ${(error as Error).message}`);
    }
  }
  return problems;
}
