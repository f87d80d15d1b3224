// Loads the pickwise Helm chart and renders it like `helm template`: every file of templates/ parsed
// together (so `_helpers.tpl`'s named templates reach every manifest), the context Helm gives them
// (.Values, .Release, .Chart, .Files, .Template), then each manifest parsed into Kubernetes objects.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { parseTemplates, renderNamedTemplate } from './helm-template.ts';
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

export function chartValues(): Record<string, unknown> {
  return parse(readFileSync(path.join(chartDir, 'values.yaml'), 'utf8')) as Record<string, unknown>;
}

/** Chart.yaml as Helm's .Chart: each field capitalised (apiVersion as APIVersion). */
function chartMetadata(): Record<string, unknown> {
  const chart = parse(readFileSync(path.join(chartDir, 'Chart.yaml'), 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(chart).map(([key, value]) => [key === 'apiVersion' ? 'APIVersion' : key[0]!.toUpperCase() + key.slice(1), value]),
  );
}

// Helm's .Files holds the chart's other files: not templates/, charts/, Chart.yaml or the values files.
const notInFiles = /^(templates|charts)\/|^(Chart\.yaml|values\.yaml|values\.schema\.json)$/;

/** Helm's .Files.Get: a file's text by its path in the chart. Helm gives "" for a missing file; a test wants the typo reported. */
function chartFiles() {
  return {
    Get: (name: unknown): string => {
      const relative = path.posix.normalize(String(name));
      if (relative.startsWith('../') || path.isAbsolute(relative) || notInFiles.test(relative)) throw new Error(`.Files.Get ${relative}: not a file of .Files`);
      const file = path.join(chartDir, relative);
      if (!existsSync(file)) throw new Error(`.Files.Get ${relative}: no such file in the chart`);
      return readFileSync(file, 'utf8');
    },
  };
}

function templateFiles(directory: string, prefix = ''): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? templateFiles(path.join(directory, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/**
 * Renders each template of the chart (NOTES.txt and the `_` partials included) with the given values;
 * name → text, names as Helm gives them (`pickwise/templates/<file>`).
 */
export function renderChartTemplates(values: Record<string, unknown> = chartValues(), releaseName = 'pickwise', namespace = 'default'): Map<string, string> {
  const chart = chartMetadata();
  const basePath = `${String(chart['Name'])}/templates`;
  const templatesDir = path.join(chartDir, 'templates');
  const files = templateFiles(templatesDir).sort();
  const templates = parseTemplates(Object.fromEntries(files.map((file) => [`${basePath}/${file}`, readFileSync(path.join(templatesDir, file), 'utf8')])));
  const context = (name: string) => ({
    Values: values,
    Release: { Name: releaseName, Namespace: namespace, Service: 'Helm', IsInstall: true, IsUpgrade: false, Revision: 1n },
    Chart: chart,
    Files: chartFiles(),
    Template: { Name: name, BasePath: basePath },
  });
  // Helm renders neither partials (a name starting with `_`) nor anything but manifests and NOTES.txt.
  const rendered = files.filter((file) => !path.basename(file).startsWith('_')).map((file) => `${basePath}/${file}`);
  return new Map(rendered.map((name) => [name, renderNamedTemplate(templates, name, context(name))]));
}

/** Renders the chart like `helm template <releaseName> helm/pickwise` with the given values. */
export function renderChart(values: Record<string, unknown> = chartValues(), releaseName = 'pickwise'): KubernetesObject[] {
  return [...renderChartTemplates(values, releaseName)]
    .filter(([name]) => /\.(yaml|yml)$/.test(name))
    .flatMap(([name, rendered]) =>
      parseAllDocuments(rendered).map((document) => {
        if (document.errors.length > 0) throw new Error(`${name}: ${document.errors.map((error) => error.message).join('; ')}\n${rendered}`);
        return document.toJS() as KubernetesObject | null;
      }),
    )
    .filter((object): object is KubernetesObject => object !== null);
}

/** NOTES.txt rendered like `helm install` prints it. */
export function renderNotes(values: Record<string, unknown> = chartValues(), releaseName = 'pickwise'): string {
  const notes = renderChartTemplates(values, releaseName).get('pickwise/templates/NOTES.txt');
  if (notes === undefined) throw new Error('the chart has no templates/NOTES.txt');
  return notes;
}
