import { createHash } from 'node:crypto';
import { parseTemplates, renderNamedTemplate, renderTemplate } from './helm-template.ts';

// Expected outputs are what `helm template` prints for the same text (Go text/template with Sprig).
describe('renderTemplate (the Go-template subset of the chart)', () => {
  const context = {
    Values: { name: 'x', port: 8080, big: 1000000, items: { b: { port: 2 }, a: { port: 1 } }, list: ['p', 'q'], empty: '', nothing: null },
    Release: { Name: 'rel' },
  };
  const render = (template: string) => renderTemplate(template, context);

  it('substitutes values and applies trim markers', () => {
    expect(render('a: {{ .Values.name }}\n{{- if .Values.name }}\nb: {{ .Release.Name | quote }}\n{{- end }}\n')).toBe('a: x\nb: "rel"\n');
  });

  it('drops comments, also ones holding braces, with their trim markers', () => {
    expect(render('a\n{{- /* a }} b */ -}}\nb{{/* c */}}')).toBe('ab');
  });

  it('ranges over maps in sorted key order, with $ for the root', () => {
    expect(render('{{- range $k, $v := .Values.items }}[{{ $k }}={{ $v.port }}@{{ $.Release.Name }}]{{- end }}')).toBe('[a=1@rel][b=2@rel]');
  });

  it('ranges over lists with the index as an int, and joins', () => {
    expect(render('{{ range $i, $item := .Values.list }}{{ $i }}{{ $item }};{{ end }}{{ join "," .Values.list }}')).toBe('0p;1q;p,q');
  });

  it('evaluates default, printf, parentheses, else and nindent', () => {
    expect(render('{{ .Values.empty | default (printf "%s-secrets" .Release.Name) }}')).toBe('rel-secrets');
    expect(render('{{ .Values.nothing | default "d" }}|{{ .Values.name | default "d" }}')).toBe('d|x');
    expect(render('{{ if .Values.empty }}yes{{ else }}no{{ end }}')).toBe('no');
    expect(render('r:{{ toYaml .Values.items.a | nindent 2 }}')).toBe('r:\n  port: 1');
  });

  it('chains else if, and scopes with and variables to their block', () => {
    expect(render('{{ if .Values.empty }}1{{ else if .Values.name }}2{{ else }}3{{ end }}')).toBe('2');
    expect(render('{{ with .Values.items.b }}{{ .port }}{{ $.Values.name }}{{ end }}{{ with .Values.empty }}no{{ else }}none{{ end }}')).toBe('2xnone');
    expect(render('{{ $n := .Values.name }}{{ $n }}{{ if true }}{{ $m := "in" }}{{ $m }}{{ end }}')).toBe('xin');
    expect(() => render('{{ if true }}{{ $m := "in" }}{{ end }}{{ $m }}')).toThrow(/undefined variable \$m/);
    // `=` sets the variable where it was declared, so a value chosen in a block is seen after it.
    expect(render('{{ $n := 1 }}{{ if true }}{{ $n = 2 }}{{ end }}{{ $n }}{{ range $i := .Values.list }}{{ $n = $i }}{{ end }}{{ $n }}')).toBe('2q');
    expect(() => render('{{ $undeclared = 1 }}')).toThrow(/undefined variable \$undeclared/);
  });

  it('prints a float64 from values the way Go does: 1000000 as 1e+06', () => {
    expect(render('{{ .Values.port }} {{ .Values.big }} {{ .Values.big | quote }} {{ int .Values.big }} {{ 0.5 }}')).toBe('8080 1e+06 "1e+06" 1000000 0.5');
    expect(renderTemplate('{{ .Values.a }} {{ .Values.b }} {{ .Values.c }}', { Values: { a: 123456789, b: 0.00001, c: -2.5 } })).toBe('1.23456789e+08 1e-05 -2.5');
  });

  it('quotes like Sprig: each argument, nil skipped, numbers and booleans as text', () => {
    expect(render('{{ quote "a\\"b" 1 true }}|{{ .Values.nothing | quote }}|{{ .Values.port | quote }}')).toBe('"a\\"b" "1" "true"||"8080"');
  });

  it('renders toYaml with sorted keys and without the final newline, like Helm', () => {
    expect(renderTemplate('{{ toYaml .Values.m }}', { Values: { m: { z: 1, a: ['x', 'y'], m: { b: '1', a: true } } } })).toBe(
      'a:\n  - x\n  - y\nm:\n  a: true\n  b: "1"\nz: 1',
    );
    expect(renderTemplate('[{{ toYaml .Values.m }}][{{ toYaml .Values.l }}]', { Values: { m: {}, l: [] } })).toBe('[{}][[]]');
  });

  it('indents every line, empty ones too, and nindent starts with a newline (Sprig)', () => {
    expect(render('{{ "a\\n\\nb" | indent 2 }}|{{ "a\\nb" | nindent 4 }}')).toBe('  a\n  \n  b|\n    a\n    b');
    // Sprig's indent takes an int: a number from values.yaml (float64) is refused by Go.
    expect(() => render('{{ "a" | indent .Values.port }}')).toThrow(/expected int; got float64/);
  });

  it('builds maps with dict: keys as text, a missing last value empty', () => {
    expect(renderTemplate('{{ toYaml (dict "b" 1 "a" .x "c") }}', { x: 'y' })).toBe('a: y\nb: 1\nc: ""');
  });

  it('formats with printf %s %d %v %q %% and refuses a verb of the wrong type', () => {
    expect(render('{{ printf "%s:%d %v %q 100%%" .Values.name 3 .Values.port .Values.name }}')).toBe('x:3 8080 "x" 100%');
    expect(() => render('{{ printf "%d" .Values.port }}')).toThrow(/%d of a float64/);
    expect(() => render('{{ printf "%s" .Values.port }}')).toThrow(/%s of a float64/);
    expect(() => render('{{ printf "%s %s" "a" }}')).toThrow(/missing argument/);
  });

  it('joins print operands with a space only between two non-strings, as Go does', () => {
    expect(render('{{ print "a" "b" }}|{{ print 1 2 }}|{{ print "a" 1 "b" }}')).toBe('ab|1 2|a1b');
  });

  it('hashes with sha256sum (hex)', () => {
    expect(render('{{ "abc" | sha256sum }}')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('truncates with trunc (the last characters for a negative count) and trims with trimSuffix', () => {
    expect(render('{{ trunc 3 "abcdef" }}|{{ trunc -2 "abcdef" }}|{{ trunc 10 "abc" }}|{{ "abc" | trunc 63 | trimSuffix "c" }}|{{ trimSuffix "-" "a-b" }}')).toBe('abc|ef|abc|ab|a-b');
  });

  it('compares with eq, ne, lt, gt and refuses an int against a float64 as Go does', () => {
    expect(render('{{ eq .Values.name "y" "x" }} {{ ne .Values.name "x" }} {{ gt (int .Values.port) 1 }} {{ lt .Values.port 1.5 }}')).toBe('true false true false');
    expect(() => render('{{ if gt .Values.port 1 }}{{ end }}')).toThrow(/incompatible types for comparison/);
    expect(render('{{ and .Values.name .Values.empty | quote }} {{ or .Values.empty .Values.name }} {{ not .Values.empty }}')).toBe('"" x true');
  });

  it('fails on a required value that is missing or empty, with its message', () => {
    expect(() => render('{{ required "name it" .Values.empty }}')).toThrow('name it');
    expect(render('{{ required "name it" .Values.name }}')).toBe('x');
  });

  it('calls methods of the context with arguments, such as .Files.Get', () => {
    const files = { Get: (name: unknown) => `content of ${String(name)}` };
    expect(renderTemplate('{{ .Files.Get "files/a.yml" | indent 2 }}', { Files: files })).toBe('  content of files/a.yml');
  });

  it('fails on a missing value instead of rendering nothing', () => {
    expect(() => render('{{ .Values.nmae }}')).toThrow(/missing value for \.Values\.nmae/);
    expect(() => render('{{ if .Values.name }}open')).toThrow(/missing \{\{ end \}\}/);
    expect(() => render('{{ nosuch .Values.name }}')).toThrow(/unknown function nosuch/);
  });
});

describe('named templates (define, include, template)', () => {
  const templates = parseTemplates({
    'chart/templates/_helpers.tpl': [
      '{{- define "chart.name" -}}',
      '{{ .root.Release.Name }}-{{ .component }}',
      '{{- end }}',
      '{{- define "chart.labels" -}}',
      'component: {{ .component }}',
      'release: {{ $.root.Release.Name }}',
      '{{- end }}',
      '{{- define "chart.loop" }}{{ include "chart.loop" . }}{{ end }}',
    ].join('\n'),
    'chart/templates/config.yaml': 'key: {{ .Values.key }}\n',
    'chart/templates/app.yaml': [
      'name: {{ include "chart.name" (dict "root" $ "component" "web") }}',
      'labels:',
      '  {{- include "chart.labels" (dict "root" $ "component" "web") | nindent 2 }}',
      'same: {{ template "chart.name" (dict "root" . "component" "api") }}',
      'checksum: {{ include (print $.Template.BasePath "/config.yaml") . | sha256sum }}',
    ].join('\n'),
  });
  const context = { Values: { key: 'v' }, Release: { Name: 'rel' }, Template: { BasePath: 'chart/templates' } };

  it('includes a named template of another file, with $ set to the data it is given, and pipes its text', () => {
    expect(renderNamedTemplate(templates, 'chart/templates/app.yaml', context).split('\n').slice(0, 5)).toEqual([
      'name: rel-web',
      'labels:',
      '  component: web',
      '  release: rel',
      'same: rel-api',
    ]);
  });

  it('includes a whole file by its path, as checksum annotations do', () => {
    const rendered = renderNamedTemplate(templates, 'chart/templates/app.yaml', context);
    expect(rendered).toContain(`checksum: ${createHash('sha256').update('key: v\n').digest('hex')}`);
  });

  it('refuses an unknown template and stops a recursive one', () => {
    expect(() => renderTemplate('{{ include "nope" . }}', {})).toThrow(/no template named "nope"/);
    expect(() => renderNamedTemplate(templates, 'chart.loop', {})).toThrow(/nested reference/);
    expect(() => renderTemplate('{{ if true }}{{ define "x" }}{{ end }}{{ end }}', {})).toThrow(/top level/);
  });
});
