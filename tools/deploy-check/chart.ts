// Loads the pickwise Helm chart and renders every template into parsed Kubernetes objects.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { renderTemplate } from './helm-template.ts';
import { workspaceRoot } from '../start/workspace.ts';

export const chartDir = path.join(workspaceRoot, 'helm', 'pickwise');

export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

export function chartValues(): Record<string, unknown> {
  return parse(readFileSync(path.join(chartDir, 'values.yaml'), 'utf8')) as Record<string, unknown>;
}

/** Renders the chart like `helm template <releaseName> helm/pickwise` with the given values. */
export function renderChart(values: Record<string, unknown> = chartValues(), releaseName = 'pickwise'): KubernetesObject[] {
  const chart = parse(readFileSync(path.join(chartDir, 'Chart.yaml'), 'utf8')) as Record<string, unknown>;
  const context = {
    Values: values,
    Release: { Name: releaseName, Namespace: 'default', Service: 'Helm' },
    Chart: { Name: chart['name'], Version: chart['version'], AppVersion: chart['appVersion'] },
  };
  const templatesDir = path.join(chartDir, 'templates');
  return readdirSync(templatesDir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .flatMap((file) => {
      const rendered = renderTemplate(readFileSync(path.join(templatesDir, file), 'utf8'), context);
      return parseAllDocuments(rendered).map((document) => {
        if (document.errors.length > 0) throw new Error(`${file}: ${document.errors.map((error) => error.message).join('; ')}\n${rendered}`);
        return document.toJS() as KubernetesObject | null;
      });
    })
    .filter((object): object is KubernetesObject => object !== null);
}
