import { renderTemplate } from './helm-template.ts';

describe('renderTemplate (the Go-template subset of the chart)', () => {
  const context = { Values: { name: 'x', items: { b: { port: 2 }, a: { port: 1 } }, list: ['p', 'q'], empty: '' }, Release: { Name: 'rel' } };

  it('substitutes values and applies trim markers', () => {
    expect(renderTemplate('a: {{ .Values.name }}\n{{- if .Values.name }}\nb: {{ .Release.Name | quote }}\n{{- end }}\n', context)).toBe(
      'a: x\nb: "rel"\n',
    );
  });

  it('ranges over maps in sorted key order, with $ for the root', () => {
    expect(renderTemplate('{{- range $k, $v := .Values.items }}[{{ $k }}={{ $v.port }}@{{ $.Release.Name }}]{{- end }}', context)).toBe(
      '[a=1@rel][b=2@rel]',
    );
  });

  it('ranges over lists and joins', () => {
    expect(renderTemplate('{{ range $item := .Values.list }}{{ $item }};{{ end }}{{ join "," .Values.list }}', context)).toBe('p;q;p,q');
  });

  it('evaluates default, printf, parentheses, else and nindent', () => {
    expect(renderTemplate('{{ .Values.empty | default (printf "%s-secrets" .Release.Name) }}', context)).toBe('rel-secrets');
    expect(renderTemplate('{{ if .Values.empty }}yes{{ else }}no{{ end }}', context)).toBe('no');
    expect(renderTemplate('r:{{ toYaml .Values.items.a | nindent 2 }}', context)).toBe('r:\n  port: 1');
  });

  it('fails on a missing value instead of rendering nothing', () => {
    expect(() => renderTemplate('{{ .Values.nmae }}', context)).toThrow(/missing value for \.Values\.nmae/);
    expect(() => renderTemplate('{{ if .Values.name }}open', context)).toThrow(/missing \{\{ end \}\}/);
  });
});
