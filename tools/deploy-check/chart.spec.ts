// What a platform team checks in the pickwise chart, on the objects `helm template` prints:
// labels and selectors, Pod Security "restricted", autoscaling and disruption budgets, NetworkPolicies,
// the ServiceAccount, checksum annotations, TLS, who gets which Secret key, and values.schema.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { chartDir, chartValues, renderChart, type KubernetesObject } from './chart.ts';
import { TEST_VAPID_KEYS, releaseValues, withValues } from './release-values.ts';

interface Container {
  name: string;
  ports?: Array<{ name: string; containerPort: number }>;
  securityContext?: Record<string, unknown>;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  volumeMounts?: Array<{ name: string; mountPath: string }>;
  env?: Array<{ name: string; valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } } }>;
}
interface PodSpec {
  serviceAccountName?: string;
  automountServiceAccountToken?: boolean;
  securityContext?: Record<string, unknown>;
  containers: Container[];
  volumes?: Array<{ name: string; emptyDir?: Record<string, unknown> }>;
  hostNetwork?: boolean;
  hostPID?: boolean;
  hostIPC?: boolean;
}
interface PodTemplate { metadata: { labels: Record<string, string>; annotations?: Record<string, string> }; spec: PodSpec }
interface LabelSelector { matchLabels?: Record<string, string> }
type NetworkPolicyPeer = { podSelector?: LabelSelector; namespaceSelector?: LabelSelector; ipBlock?: { cidr: string } };
interface NetworkPolicySpec {
  podSelector: LabelSelector;
  policyTypes: string[];
  ingress?: Array<{ from?: NetworkPolicyPeer[]; ports?: Array<{ port: number | string }> }>;
  egress?: Array<{ to?: NetworkPolicyPeer[]; ports?: Array<{ port: number | string; protocol?: string }> }>;
}

const SERVICES = ['gateway', 'generation', 'draws', 'jackpots', 'identity', 'ingestion', 'tickets', 'notifications'];
const FRONTENDS = ['shell', 'public-site', 'admin'];

const objects = renderChart(releaseValues());
const ofKind = (kind: string, rendered = objects) => rendered.filter((object) => object.kind === kind);
const named = (kind: string, name: string, rendered = objects) => rendered.find((object) => object.kind === kind && object.metadata.name === name);

/** Every pod the chart makes, with what makes it: Deployments' and CronJobs' templates. */
function podsOf(rendered: KubernetesObject[]): Array<{ owner: string; template: PodTemplate }> {
  return rendered.flatMap((object) => {
    if (object.kind === 'Deployment') return [{ owner: object.metadata.name, template: (object.spec as { template: PodTemplate }).template }];
    if (object.kind === 'CronJob') {
      return [{ owner: object.metadata.name, template: (object.spec as { jobTemplate: { spec: { template: PodTemplate } } }).jobTemplate.spec.template }];
    }
    return [];
  });
}
const pods = podsOf(objects);
const deploymentPod = (name: string, rendered = objects) => (named('Deployment', `pickwise-${name}`, rendered)?.spec as { template: PodTemplate }).template;

const matches = (selector: LabelSelector | undefined, labels: Record<string, string>) =>
  Object.entries(selector?.matchLabels ?? {}).every(([key, value]) => labels[key] === value);

describe('labels and selectors', () => {
  it('puts the standard labels on every object, with the component of each workload', () => {
    for (const object of objects) {
      expect([object.kind, object.metadata.name, object.metadata.labels]).toEqual([
        object.kind,
        object.metadata.name,
        expect.objectContaining({
          'app.kubernetes.io/name': 'pickwise',
          'app.kubernetes.io/instance': 'pickwise',
          'app.kubernetes.io/part-of': 'pickwise',
          'app.kubernetes.io/version': '0.1.0',
          'app.kubernetes.io/managed-by': 'Helm',
          'helm.sh/chart': expect.stringMatching(/^pickwise-\d+\.\d+\.\d+$/),
        }),
      ]);
    }
    for (const name of [...SERVICES, ...FRONTENDS]) {
      for (const kind of ['Deployment', 'Service', 'NetworkPolicy']) {
        expect([kind, name, named(kind, `pickwise-${name}`)?.metadata.labels?.['app.kubernetes.io/component']]).toEqual([kind, name, name]);
      }
      expect(deploymentPod(name).metadata.labels).toEqual(named('Deployment', `pickwise-${name}`)?.metadata.labels);
    }
  });

  it("selects each Deployment's pods with the selector labels only, and each Service selects exactly its Deployment's pods", () => {
    for (const deployment of ofKind('Deployment')) {
      const { selector, template } = deployment.spec as { selector: LabelSelector; template: PodTemplate };
      expect(Object.keys(selector.matchLabels ?? {}).sort()).toEqual(['app.kubernetes.io/component', 'app.kubernetes.io/instance', 'app.kubernetes.io/name']);
      expect(matches(selector, template.metadata.labels)).toBe(true);
    }
    for (const service of ofKind('Service')) {
      const selector = { matchLabels: (service.spec as { selector: Record<string, string> }).selector };
      const selected = pods.filter((pod) => matches(selector, pod.template.metadata.labels)).map((pod) => pod.owner);
      expect([service.metadata.name, selected]).toEqual([service.metadata.name, [service.metadata.name]]);
    }
  });

  it('keeps selectors apart between releases: a second release selects none of the first one\'s pods', () => {
    const other = renderChart(releaseValues(), 'other');
    for (const deployment of ofKind('Deployment', other)) {
      const { selector } = deployment.spec as { selector: LabelSelector };
      expect(pods.filter((pod) => matches(selector, pod.template.metadata.labels))).toEqual([]);
    }
  });
});

describe('Pod Security "restricted"', () => {
  it.each(pods.map((pod) => [pod.owner, pod.template] as const))('runs %s as non-root with seccomp, no escalation, no capabilities, a read-only root', (_, template) => {
    const { spec } = template;
    expect(spec.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
    for (const field of ['runAsUser', 'runAsGroup', 'fsGroup']) expect(spec.securityContext?.[field]).toBeGreaterThan(0);
    expect([spec.hostNetwork, spec.hostPID, spec.hostIPC]).toEqual([undefined, undefined, undefined]);
    for (const container of spec.containers) {
      expect(container.securityContext).toEqual({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        runAsNonRoot: true,
        capabilities: { drop: ['ALL'] },
        seccompProfile: { type: 'RuntimeDefault' },
      });
      // Only emptyDir volumes, each one mounted (no hostPath, nothing written to the image).
      for (const mount of container.volumeMounts ?? []) expect(spec.volumes?.find((volume) => volume.name === mount.name)?.emptyDir).toBeDefined();
    }
    for (const volume of spec.volumes ?? []) expect(Object.keys(volume).sort()).toEqual(['emptyDir', 'name']);
  });

  it("runs the services as the node image's user with /tmp writable, nginx as its own with its three writable folders", () => {
    for (const name of SERVICES) {
      const { spec } = deploymentPod(name);
      expect(spec.securityContext).toMatchObject({ runAsUser: 1000, runAsGroup: 1000, fsGroup: 1000 });
      expect(spec.containers[0]?.volumeMounts?.map((mount) => mount.mountPath)).toEqual(['/tmp']);
    }
    for (const name of FRONTENDS) {
      const { spec } = deploymentPod(name);
      expect(spec.securityContext).toMatchObject({ runAsUser: 101, runAsGroup: 101, fsGroup: 101 });
      // nginx-unprivileged's entrypoint renders /etc/nginx/templates/*.template into /etc/nginx/conf.d.
      expect(spec.containers[0]?.volumeMounts?.map((mount) => mount.mountPath).sort()).toEqual(['/etc/nginx/conf.d', '/tmp', '/var/cache/nginx']);
    }
  });

  it('gives every container CPU and memory requests and a memory limit no lower than its request', () => {
    const bytes = (quantity: string) => Number(quantity.replace(/(Ki|Mi|Gi)$/, '')) * { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30 }[quantity.slice(-2) as 'Ki' | 'Mi' | 'Gi'];
    for (const { owner, template } of pods) {
      for (const { resources } of template.spec.containers) {
        expect([owner, resources?.requests?.['cpu'], resources?.requests?.['memory'], resources?.limits?.['memory']]).toEqual([owner, expect.any(String), expect.any(String), expect.any(String)]);
        expect(bytes(resources!.limits!['memory']!)).toBeGreaterThanOrEqual(bytes(resources!.requests!['memory']!));
      }
    }
  });
});

describe('ServiceAccount', () => {
  it('makes one account without an API token and runs every pod as it, token not mounted', () => {
    const [account, ...others] = ofKind('ServiceAccount');
    expect(others).toEqual([]);
    expect(account?.metadata.name).toBe('pickwise-pickwise');
    expect((account as unknown as { automountServiceAccountToken: boolean }).automountServiceAccountToken).toBe(false);
    for (const { owner, template } of pods) {
      expect([owner, template.spec.serviceAccountName, template.spec.automountServiceAccountToken]).toEqual([owner, 'pickwise-pickwise', false]);
    }
  });

  it("uses a named existing account when told not to create one", () => {
    const values = withValues(['serviceAccount'], { create: false, name: 'platform-runner', annotations: {} });
    const rendered = renderChart(values);
    expect(ofKind('ServiceAccount', rendered)).toEqual([]);
    for (const { template } of podsOf(rendered)) expect(template.spec.serviceAccountName).toBe('platform-runner');
  });
});

describe('autoscaling and disruption budgets', () => {
  type Autoscaling = { enabled: boolean; minReplicas: number; maxReplicas: number; targetCPUUtilizationPercentage: number };
  type Workload = { replicas: number; autoscaling: Autoscaling };
  const workloads = () => {
    const values = chartValues() as { services: Record<string, Workload>; frontends: Record<string, Workload> };
    return { ...values.services, ...values.frontends };
  };

  it('scales each autoscaled Deployment on CPU between its minimum and maximum, and leaves its replica count to the HPA', () => {
    const autoscaled = Object.entries(workloads()).filter(([, workload]) => workload.autoscaling.enabled);
    expect(autoscaled.map(([name]) => name).sort()).toEqual(['admin', 'draws', 'gateway', 'generation', 'identity', 'notifications', 'public-site', 'shell', 'tickets']);
    expect(ofKind('HorizontalPodAutoscaler')).toHaveLength(autoscaled.length);
    for (const [name, { autoscaling }] of autoscaled) {
      const hpa = named('HorizontalPodAutoscaler', `pickwise-${name}`);
      expect(hpa?.apiVersion).toBe('autoscaling/v2');
      expect(hpa?.spec).toEqual({
        scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: `pickwise-${name}` },
        minReplicas: autoscaling.minReplicas,
        maxReplicas: autoscaling.maxReplicas,
        metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: autoscaling.targetCPUUtilizationPercentage } } }],
      });
      expect(named('Deployment', `pickwise-${name}`)?.spec).not.toHaveProperty('replicas');
      // Utilisation is a share of the request: without one the HPA cannot scale.
      for (const container of deploymentPod(name).spec.containers) expect(container.resources?.requests?.['cpu']).toBeDefined();
    }
  });

  it('gives the services not autoscaled (jackpots, ingestion) their replica count and no HPA', () => {
    for (const name of ['jackpots', 'ingestion']) {
      expect(named('HorizontalPodAutoscaler', `pickwise-${name}`)).toBeUndefined();
      expect((named('Deployment', `pickwise-${name}`)?.spec as { replicas: number }).replicas).toBe(1);
    }
    const rendered = renderChart(withValues(['services', 'jackpots', 'autoscaling', 'enabled'], true));
    expect(named('HorizontalPodAutoscaler', 'pickwise-jackpots', rendered)).toBeDefined();
  });

  it('keeps a PodDisruptionBudget of one pod at a time for every workload with more than one replica, and none for a single one', () => {
    const expected = Object.entries(workloads())
      .filter(([, workload]) => (workload.autoscaling.enabled ? workload.autoscaling.minReplicas : workload.replicas) > 1)
      .map(([name]) => `pickwise-${name}`)
      .sort();
    expect(expected).toEqual(['pickwise-draws', 'pickwise-gateway', 'pickwise-generation', 'pickwise-identity', 'pickwise-notifications', 'pickwise-public-site', 'pickwise-shell', 'pickwise-tickets']);
    const budgets = ofKind('PodDisruptionBudget');
    expect(budgets.map((budget) => budget.metadata.name).sort()).toEqual(expected);
    for (const budget of budgets) {
      const spec = budget.spec as { maxUnavailable: number; selector: LabelSelector };
      expect(spec.maxUnavailable).toBe(1);
      const selected = pods.filter((pod) => matches(spec.selector, pod.template.metadata.labels)).map((pod) => pod.owner);
      expect(selected).toEqual([budget.metadata.name]);
    }
    // Three replicas of jackpots (not autoscaled) get one too.
    const rendered = renderChart(withValues(['services', 'jackpots', 'replicas'], 3));
    expect(named('PodDisruptionBudget', 'pickwise-jackpots', rendered)).toBeDefined();
  });
});

describe('NetworkPolicies', () => {
  const policies = ofKind('NetworkPolicy').map((policy) => ({ name: policy.metadata.name, spec: policy.spec as unknown as NetworkPolicySpec }));
  const policyOf = (name: string) => policies.find((policy) => policy.name === `pickwise-${name}`)!.spec;
  const values = chartValues() as {
    networkPolicy: { ingressController: NetworkPolicyPeer; metricsScrapers: NetworkPolicyPeer; egress: Record<string, { to: NetworkPolicyPeer[]; ports: unknown[] }> };
    services: Record<string, { port: number; metricsPort?: number; egress: string[] }>;
  };

  it('puts every pod under a policy for both directions, and each policy selects pods that exist', () => {
    for (const { owner, template } of pods) {
      const covering = policies.filter((policy) => matches(policy.spec.podSelector, template.metadata.labels));
      expect([owner, covering.length]).toEqual([owner, 1]);
      expect(covering[0]?.spec.policyTypes).toEqual(['Ingress', 'Egress']);
    }
    for (const policy of policies) {
      expect([policy.name, pods.some((pod) => matches(policy.spec.podSelector, pod.template.metadata.labels))]).toEqual([policy.name, true]);
      // Every pod peer of the chart's own pods names pods that exist.
      const peers = [...(policy.spec.ingress ?? []).flatMap((rule) => rule.from ?? []), ...(policy.spec.egress ?? []).flatMap((rule) => rule.to ?? [])];
      for (const peer of peers.filter((candidate) => candidate.podSelector?.matchLabels?.['app.kubernetes.io/instance'] === 'pickwise')) {
        expect(pods.some((pod) => matches(peer.podSelector, pod.template.metadata.labels))).toBe(true);
      }
    }
  });

  it('lets only the ingress controller reach the shell and the remotes, and only it and the shell the gateway', () => {
    const controller = values.networkPolicy.ingressController;
    for (const name of FRONTENDS) expect(policyOf(name).ingress).toEqual([{ from: [controller], ports: [{ port: 8080, protocol: 'TCP' }] }]);
    const [visitors] = policyOf('gateway').ingress ?? [];
    expect(visitors?.from?.[0]).toEqual(controller);
    expect(pods.filter((pod) => matches(visitors?.from?.[1]?.podSelector, pod.template.metadata.labels)).map((pod) => pod.owner)).toEqual(['pickwise-shell']);
    expect(visitors?.ports).toEqual([{ port: values.services['gateway']!.port, protocol: 'TCP' }]);
  });

  it("takes no connection to a service but the monitoring namespace's scrapes of its metrics port", () => {
    for (const name of SERVICES) {
      const rules = policyOf(name).ingress ?? [];
      const scrapes = rules.at(-1);
      expect(scrapes?.from).toEqual([values.networkPolicy.metricsScrapers]);
      // The port the pod's prometheus.io/port annotation names.
      expect(scrapes?.ports).toEqual([{ port: Number(deploymentPod(name).metadata.annotations?.['prometheus.io/port']), protocol: 'TCP' }]);
      expect(rules).toHaveLength(name === 'gateway' ? 2 : 1);
    }
    expect(policies.find((policy) => policy.name === 'pickwise-ingestion-cron')?.spec.ingress).toEqual([]);
  });

  it('lets each workload connect only to DNS and the destinations it needs', () => {
    const egressOf = (name: string) => policyOf(name).egress ?? [];
    const target = (key: string) => ({ to: values.networkPolicy.egress[key]!.to, ports: values.networkPolicy.egress[key]!.ports });
    const expected: Record<string, string[]> = {
      gateway: ['dns', 'nats'],
      generation: ['dns', 'nats', 'postgresql'],
      draws: ['dns', 'nats', 'postgresql'],
      jackpots: ['dns', 'nats', 'postgresql', 'providers'],
      identity: ['dns', 'nats', 'postgresql', 'smtp'],
      ingestion: ['dns', 'nats', 'postgresql', 'providers'],
      tickets: ['dns', 'nats', 'postgresql'],
      notifications: ['dns', 'nats', 'postgresql', 'smtp', 'pushServices'],
      'ingestion-cron': ['dns', 'nats'],
      'public-site': ['dns'],
      admin: ['dns'],
    };
    for (const [name, keys] of Object.entries(expected)) expect([name, egressOf(name)]).toEqual([name, keys.map(target)]);
    // The shell also reaches the gateway it proxies, on the gateway's port.
    expect(egressOf('shell').slice(0, 1)).toEqual([target('dns')]);
    const [, gateway] = egressOf('shell');
    expect(pods.filter((pod) => matches(gateway?.to?.[0]?.podSelector, pod.template.metadata.labels)).map((pod) => pod.owner)).toEqual(['pickwise-gateway']);
    expect(gateway?.ports).toEqual([{ port: values.services['gateway']!.port, protocol: 'TCP' }]);
    // Providers and push services over HTTPS only, never the cluster's private ranges.
    expect(values.networkPolicy.egress['pushServices']).toEqual(values.networkPolicy.egress['providers']);
    expect(values.networkPolicy.egress['providers']).toEqual({
      to: [{ ipBlock: { cidr: '0.0.0.0/0', except: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16'] } }],
      ports: [{ port: 443, protocol: 'TCP' }],
    });
  });

  it('makes no policy when turned off', () => {
    expect(ofKind('NetworkPolicy', renderChart(withValues(['networkPolicy', 'enabled'], false)))).toEqual([]);
  });
});

describe('configuration and secrets', () => {
  const annotationsOf = (rendered: KubernetesObject[], name: string) => deploymentPod(name, rendered).metadata.annotations ?? {};

  it('rolls the services when the ConfigMap or the Secret changes, and only then', () => {
    const before = annotationsOf(objects, 'draws');
    expect(before['checksum/config']).toMatch(/^[0-9a-f]{64}$/);
    expect(before['checksum/secret']).toMatch(/^[0-9a-f]{64}$/);
    expect(annotationsOf(renderChart(releaseValues()), 'draws')).toEqual(before);
    const configChanged = annotationsOf(renderChart(withValues(['config', 'logLevel'], 'debug')), 'draws');
    expect([configChanged['checksum/config'] !== before['checksum/config'], configChanged['checksum/secret']]).toEqual([true, before['checksum/secret']]);
    const secretChanged = annotationsOf(renderChart(withValues(['secrets', 'smtpUrl'], 'smtps://mail.example.com:465')), 'draws');
    expect([secretChanged['checksum/config'], secretChanged['checksum/secret'] !== before['checksum/secret']]).toEqual([before['checksum/config'], true]);
  });

  it("caps the V8 heap of a service that sets heapMegabytes below its memory limit, and of no other", () => {
    const nodeOptionsOf = (name: string, rendered = objects) =>
      (deploymentPod(name, rendered).spec.containers[0]?.env as Array<{ name: string; value?: string }> | undefined)?.find((variable) => variable.name === 'NODE_OPTIONS')?.value;
    expect(Object.fromEntries(SERVICES.map((name) => [name, nodeOptionsOf(name)]))).toEqual(
      Object.fromEntries(SERVICES.map((name) => [name, name === 'notifications' ? '--max-old-space-size=320' : undefined])),
    );
    expect(nodeOptionsOf('draws', renderChart(withValues(['services', 'draws', 'heapMegabytes'], 256)))).toBe('--max-old-space-size=256');
  });

  it('gives DATA_ENCRYPTION_KEYS to identity only, and each service only the keys it reads', () => {
    const keysOf = (name: string) => (deploymentPod(name).spec.containers[0]?.env ?? []).filter((variable) => variable.valueFrom?.secretKeyRef).map((variable) => variable.name);
    expect(Object.fromEntries(SERVICES.map((name) => [name, keysOf(name)]))).toEqual({
      gateway: [],
      generation: ['DATABASE_URL'],
      draws: ['DATABASE_URL'],
      jackpots: ['DATABASE_URL', 'MAGAYO_API_KEY'],
      identity: ['DATABASE_URL', 'DATA_ENCRYPTION_KEYS', 'SMTP_URL'],
      ingestion: ['DATABASE_URL', 'MAGAYO_API_KEY', 'NY_OPEN_DATA_APP_TOKEN'],
      tickets: ['DATABASE_URL'],
      notifications: ['DATABASE_URL', 'SMTP_URL', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'UNSUBSCRIBE_SECRET', 'DKIM_PRIVATE_KEY'],
    });
    // The keys a service cannot start without are not optional: a Secret without one keeps the pod from starting, saying which.
    const optionalOf = (name: string) =>
      Object.fromEntries((deploymentPod(name).spec.containers[0]?.env ?? []).flatMap((variable) => (variable.valueFrom?.secretKeyRef ? [[variable.name, variable.valueFrom.secretKeyRef.optional ?? false]] : [])));
    expect(optionalOf('notifications')).toEqual({ DATABASE_URL: false, SMTP_URL: true, VAPID_PUBLIC_KEY: false, VAPID_PRIVATE_KEY: false, UNSUBSCRIBE_SECRET: false, DKIM_PRIVATE_KEY: true });
    expect(named('Secret', 'pickwise-secrets')?.stringData?.['DATA_ENCRYPTION_KEYS']).toBe((releaseValues()['secrets'] as Record<string, string>)['dataEncryptionKeys']);
  });

  it('refuses to install its own Secret without a data encryption key, and says how to make one', () => {
    expect(() => renderChart(chartValues())).toThrow(/secrets\.dataEncryptionKeys is required .*openssl rand -base64 32/);
  });

  it('refuses to install its own Secret without the VAPID key pair or the unsubscribe secret, and says how to make them', () => {
    for (const key of ['vapidPublicKey', 'vapidPrivateKey']) {
      expect(() => renderChart(withValues(['secrets', key], ''))).toThrow(new RegExp(`secrets\\.${key} is required .*npx web-push generate-vapid-keys`));
    }
    expect(() => renderChart(withValues(['secrets', 'unsubscribeSecret'], ''))).toThrow(/secrets\.unsubscribeSecret is required .*openssl rand -base64 32/);
  });

  it("puts the notifications service's settings in the ConfigMap (the push services only when set) and its keys in the Secret", () => {
    const config = (rendered: KubernetesObject[]) => named('ConfigMap', 'pickwise-config', rendered)?.data ?? {};
    expect(config(objects)).toMatchObject({ VAPID_SUBJECT: 'mailto:alerts@pickwise.example.com', SEND_CONCURRENCY: '64', REMINDER_LEAD_MINUTES: '120' });
    expect(named('Secret', 'pickwise-secrets')?.stringData).toMatchObject({ VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey, VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey });
    expect(config(objects)).not.toHaveProperty('PUSH_SERVICE_ORIGINS');
    expect(config(renderChart(withValues(['notifications', 'pushServiceOrigins'], 'https://fcm.googleapis.com')))).toMatchObject({ PUSH_SERVICE_ORIGINS: 'https://fcm.googleapis.com' });
    // DKIM signing only when set: the domain and selector in the ConfigMap, the key in the Secret.
    expect(config(objects)).not.toHaveProperty('DKIM_DOMAIN');
    expect(named('Secret', 'pickwise-secrets')?.stringData).not.toHaveProperty('DKIM_PRIVATE_KEY');
    const pem = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n';
    const signing = renderChart(
      withValues(['secrets', 'dkimPrivateKey'], pem, withValues(['notifications', 'dkimKeySelector'], 'alerts2026', withValues(['notifications', 'dkimDomain'], 'pickwise.example.com'))),
    );
    expect(config(signing)).toMatchObject({ DKIM_DOMAIN: 'pickwise.example.com', DKIM_KEY_SELECTOR: 'alerts2026' });
    expect(named('Secret', 'pickwise-secrets', signing)?.stringData).toMatchObject({ DKIM_PRIVATE_KEY: pem });
  });
});

describe('Ingress TLS', () => {
  const tlsOf = (rendered: KubernetesObject[], name: string) => (named('Ingress', name, rendered)?.spec as { tls?: unknown }).tls;

  it('serves both Ingresses over TLS with the release certificate by default', () => {
    for (const name of ['pickwise', 'pickwise-admin-api']) expect(tlsOf(objects, name)).toEqual([{ hosts: ['pickwise.example.com'], secretName: 'pickwise-tls' }]);
    expect(named('Ingress', 'pickwise')?.metadata.annotations).toBeUndefined();
  });

  it('asks cert-manager for the certificate when a ClusterIssuer is named, and adds the annotations given', () => {
    const values = withValues(['ingress', 'tls'], { enabled: true, secretName: 'site-cert', clusterIssuer: 'letsencrypt' });
    (values['ingress'] as Record<string, unknown>)['annotations'] = { 'nginx.ingress.kubernetes.io/ssl-redirect': 'true' };
    const rendered = renderChart(values);
    expect(named('Ingress', 'pickwise', rendered)?.metadata.annotations).toEqual({
      'cert-manager.io/cluster-issuer': 'letsencrypt',
      'nginx.ingress.kubernetes.io/ssl-redirect': 'true',
    });
    expect(named('Ingress', 'pickwise-admin-api', rendered)?.metadata.annotations).toMatchObject({ 'nginx.ingress.kubernetes.io/ssl-redirect': 'true' });
    for (const name of ['pickwise', 'pickwise-admin-api']) expect(tlsOf(rendered, name)).toEqual([{ hosts: ['pickwise.example.com'], secretName: 'site-cert' }]);
  });

  it('serves plain HTTP only when TLS is turned off', () => {
    const rendered = renderChart(withValues(['ingress', 'tls'], { enabled: false, secretName: '', clusterIssuer: 'letsencrypt' }));
    for (const name of ['pickwise', 'pickwise-admin-api']) expect(tlsOf(rendered, name)).toBeUndefined();
    // No certificate asked for either.
    expect(named('Ingress', 'pickwise', rendered)?.metadata).not.toHaveProperty('annotations');
  });
});

describe('values.schema.json', () => {
  const schema = JSON.parse(readFileSync(path.join(chartDir, 'values.schema.json'), 'utf8')) as object;
  const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);
  const errorsOf = (values: unknown) => (validate(values) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`));

  it('accepts values.yaml and a release with a data encryption key', () => {
    expect(errorsOf(parse(readFileSync(path.join(chartDir, 'values.yaml'), 'utf8')))).toEqual([]);
    expect(errorsOf(releaseValues())).toEqual([]);
  });

  it.each([
    ['a replica count as text', ['services', 'draws', 'replicas'], 'two', /\/services\/draws\/replicas must be integer/],
    ['a misspelt key', ['services', 'draws', 'replcias'], 2, /\/services\/draws must NOT have additional properties/],
    ['a malformed encryption key', ['secrets', 'dataEncryptionKeys'], 'k1:short', /\/secrets\/dataEncryptionKeys must match pattern/],
    ['a VAPID private key of the wrong size', ['secrets', 'vapidPrivateKey'], 'abc', /\/secrets\/vapidPrivateKey must match pattern/],
    ['a short unsubscribe secret', ['secrets', 'unsubscribeSecret'], 'short', /\/secrets\/unsubscribeSecret must match pattern/],
    ['a VAPID public key that is no P-256 point', ['secrets', 'vapidPublicKey'], TEST_VAPID_KEYS.privateKey, /\/secrets\/vapidPublicKey must match pattern/],
    ['a push service origin with a path', ['notifications', 'pushServiceOrigins'], 'https://fcm.googleapis.com/fcm/send', /\/notifications\/pushServiceOrigins must match pattern/],
    ['root as the pod user', ['podSecurity', 'services', 'runAsUser'], 0, /\/podSecurity\/services\/runAsUser must be >= 1/],
    ['a CPU target over 100 %', ['frontends', 'shell', 'autoscaling', 'targetCPUUtilizationPercentage'], 150, /targetCPUUtilizationPercentage must be <= 100/],
    ['an unknown Secret key', ['services', 'gateway', 'secretKeys'], ['DATABASE_PASSWORD'], /\/services\/gateway\/secretKeys\/0 must be equal to one of the allowed values/],
    ['a memory size without unit', ['services', 'identity', 'resources', 'limits', 'memory'], '512', /\/services\/identity\/resources\/limits\/memory must match pattern/],
  ])('refuses %s', (_, valuePath, value, message) => {
    const errors = errorsOf(withValues(valuePath as string[], value));
    expect(errors.join('\n')).toMatch(message as RegExp);
  });

  it('refuses a workload without its resources', () => {
    const values = releaseValues() as { services: Record<string, Record<string, unknown>> };
    delete values.services['generation']!['resources'];
    expect(errorsOf(values).join('\n')).toMatch(/\/services\/generation must have required property 'resources'/);
  });
});
