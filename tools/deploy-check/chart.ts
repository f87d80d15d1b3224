// The pickwise Helm chart as the real helm renders it (tools/deploy-check/helm-binary.ts): the
// Kubernetes objects `helm template` prints for some values, and the NOTES.txt `helm install` prints.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { helm } from './helm-binary.ts';
import { workspaceRoot } from '../start/workspace.ts';

export const chartDir = path.join(workspaceRoot, 'helm', 'pickwise');

export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

const RELEASE_NAMESPACE = 'default';

export function chartValues(): Record<string, unknown> {
  return parse(readFileSync(path.join(chartDir, 'values.yaml'), 'utf8')) as Record<string, unknown>;
}

/** Helm's arguments for a release of the chart whose values come on standard input, as JSON (JSON is YAML). */
const releaseArgs = (releaseName: string) => [releaseName, chartDir, '--namespace', RELEASE_NAMESPACE, '--values', '-'];

/** Parses what `helm template` printed: one object per YAML document, empty documents dropped. */
export function parseManifests(rendered: string): KubernetesObject[] {
  return parseAllDocuments(rendered)
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`helm printed YAML that does not parse: ${document.errors.map((error) => error.message).join('; ')}`);
      return document.toJS() as KubernetesObject | null;
    })
    .filter((object): object is KubernetesObject => object !== null);
}

/** `helm template <releaseName> helm/pickwise` with the given values, parsed into Kubernetes objects. */
export function renderChart(values: Record<string, unknown> = chartValues(), releaseName = 'pickwise'): KubernetesObject[] {
  return parseManifests(helm(['template', ...releaseArgs(releaseName)], JSON.stringify(values)));
}

/** NOTES.txt as `helm install` prints it after installing (a client-side dry run: no cluster). */
export function renderNotes(values: Record<string, unknown> = chartValues(), releaseName = 'pickwise'): string {
  const printed = helm(['install', ...releaseArgs(releaseName), '--dry-run=client'], JSON.stringify(values));
  const start = printed.indexOf('\nNOTES:\n');
  if (start < 0) throw new Error(`helm install printed no NOTES:\n${printed.slice(0, 2000)}`);
  return printed.slice(start + '\nNOTES:\n'.length);
}
