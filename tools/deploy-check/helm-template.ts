// A renderer for the subset of Helm's Go-template language the pickwise chart uses, so a test can render
// the chart without a helm binary: actions with trim markers and comments, pipelines, parentheses,
// `if`/`else if`/`else`, `with`, `range $key, $value :=` (maps in sorted key order, like Go), variables
// (`$name :=`, `$name =`), `$`, named templates (`define`, `template`, `include`, every file also named by its
// path like Helm's `$.Template.BasePath`), methods such as `.Files.Get`, and the functions below.
//
// Values keep Helm's types: numbers read from values.yaml are float64 in Helm (it reads YAML through
// JSON), numbers written in a template are int. Here a float64 is a JS number and an int a bigint, so
// the type errors Helm raises (`eq` of an int and a float64, `%d` of a float64) and the way it prints a
// float64 (1000000 as `1e+06`) happen here too. Unlike Helm, a missing value, a missing file or a
// printf verb of the wrong type is an error instead of an empty or garbled string, so typos fail tests.
import { createHash } from 'node:crypto';
import { stringify } from 'yaml';

type Value = unknown;

interface TextNode { kind: 'text'; text: string }
interface ActionNode { kind: 'action'; pipeline: string }
interface AssignNode { kind: 'assign'; variable: string; pipeline: string; declares: boolean }
interface IfNode { kind: 'if' | 'with'; condition: string; then: TemplateNode[]; otherwise: TemplateNode[] }
interface RangeNode { kind: 'range'; keyVariable?: string; valueVariable?: string; source: string; body: TemplateNode[] }
interface CallNode { kind: 'template'; name: string; argument?: string }
type TemplateNode = TextNode | ActionNode | AssignNode | IfNode | RangeNode | CallNode;

/** Variables of one block (`if`, `with`, a `range` turn, a template), seeing those of the blocks around it. */
class Variables {
  private readonly values = new Map<string, Value>();
  private readonly outer: Variables | undefined;
  constructor(outer?: Variables) {
    this.outer = outer;
  }
  /** `$name := value`: a variable of this block. */
  declare(name: string, value: Value): void {
    this.values.set(name, value);
  }
  /** `$name = value`: sets the declared variable, in whichever enclosing block declared it (Go's rule). */
  assign(name: string, value: Value): void {
    if (this.values.has(name)) this.values.set(name, value);
    else if (this.outer) this.outer.assign(name, value);
    else throw new Error(`undefined variable ${name}`);
  }
  get(name: string): Value {
    if (this.values.has(name)) return this.values.get(name);
    return this.outer ? this.outer.get(name) : undefined;
  }
}

interface Scope { dot: Value; root: Value; variables: Variables; templates: TemplateSet; depth: number }

const missing = Symbol('missing');

/** Helm stops a chain of includes 1000 deep (its "nested reference" guard); a JS stack ends sooner, a chart needs a few. */
const MAX_INCLUDE_DEPTH = 100;

/** Splits a template into text and actions, applying `{{-` and `-}}` whitespace trimming and dropping comments. */
function tokenize(template: string): Array<{ text: string } | { action: string }> {
  const tokens: Array<{ text: string } | { action: string }> = [];
  let position = 0;
  let trimNextText = false;
  while (position < template.length) {
    const open = template.indexOf('{{', position);
    let text = template.slice(position, open === -1 ? template.length : open);
    if (trimNextText) text = text.replace(/^\s+/, '');
    if (open === -1) {
      tokens.push({ text });
      break;
    }
    // A comment (`{{/* … */}}`) may hold `}}`: it ends at the first `*/` followed by `}}` or ` -}}`.
    const isComment = /^\{\{(-\s+)?\/\*/.test(template.slice(open, open + 8));
    const commentEnd = isComment ? /\*\/(\s+-)?\}\}/.exec(template.slice(open)) : null;
    const end = isComment ? (commentEnd ? open + commentEnd.index + commentEnd[0].length - 2 : -1) : template.indexOf('}}', open);
    if (end === -1) throw new Error(`unclosed action at offset ${open}`);
    let action = template.slice(open + 2, end);
    if (/^-\s/.test(action)) {
      text = text.replace(/\s+$/, '');
      action = action.slice(1);
    }
    trimNextText = /\s-$/.test(action);
    if (trimNextText) action = action.slice(0, -1);
    tokens.push({ text });
    action = action.trim();
    if (!action.startsWith('/*')) tokens.push({ action });
    position = end + 2;
  }
  return tokens;
}

interface ParsedSource { body: TemplateNode[]; defines: Map<string, TemplateNode[]> }

function parse(template: string): ParsedSource {
  const tokens = tokenize(template);
  const defines = new Map<string, TemplateNode[]>();
  let index = 0;
  function parseUntil(terminators: string[]): { nodes: TemplateNode[]; terminator: string } {
    const nodes: TemplateNode[] = [];
    while (index < tokens.length) {
      const token = tokens[index++]!;
      if ('text' in token) {
        if (token.text) nodes.push({ kind: 'text', text: token.text });
        continue;
      }
      const [keyword] = token.action.split(/\s+/, 1);
      if ((keyword === 'end' || keyword === 'else') && terminators.includes(keyword)) return { nodes, terminator: token.action };
      if (keyword === 'if' || keyword === 'with') nodes.push(parseConditional(keyword, token.action.slice(keyword.length).trim()));
      else if (keyword === 'range') {
        const match = /^range\s+(?:(\$\w+)\s*(?:,\s*(\$\w+))?\s*:=\s*)?(.+)$/.exec(token.action);
        if (!match) throw new Error(`cannot parse: {{ ${token.action} }}`);
        const [, first, second, source] = match;
        const body = parseUntil(['end']).nodes;
        nodes.push({ kind: 'range', keyVariable: second ? first : undefined, valueVariable: second ?? first, source: source!, body });
      } else if (keyword === 'define') {
        if (terminators.length > 0) throw new Error(`{{ ${token.action} }} must be at the top level`);
        defines.set(templateName(token.action.slice('define'.length)), parseUntil(['end']).nodes);
      } else if (keyword === 'template') {
        const [name, ...argument] = splitTerms(token.action.slice('template'.length));
        nodes.push({ kind: 'template', name: templateName(name ?? ''), argument: argument.length > 0 ? argument.join(' ') : undefined });
      } else if (keyword === 'end' || keyword === 'else') {
        throw new Error(`unexpected {{ ${token.action} }}`);
      } else {
        const assignment = /^(\$\w+)\s*(:?=)\s*(.+)$/.exec(token.action);
        if (assignment) nodes.push({ kind: 'assign', variable: assignment[1]!, declares: assignment[2] === ':=', pipeline: assignment[3]! });
        else nodes.push({ kind: 'action', pipeline: token.action });
      }
    }
    if (terminators.length > 0) throw new Error(`missing {{ end }} (expected one of ${terminators.join(', ')})`);
    return { nodes, terminator: '' };
  }
  // `if`/`with` with an optional chain of `else if` and a final `else`.
  function parseConditional(kind: 'if' | 'with', condition: string): IfNode {
    const then = parseUntil(['else', 'end']);
    if (then.terminator === 'end') return { kind, condition, then: then.nodes, otherwise: [] };
    const elseIf = /^else\s+if\s+(.+)$/.exec(then.terminator);
    if (elseIf) return { kind, condition, then: then.nodes, otherwise: [parseConditional('if', elseIf[1]!)] };
    if (then.terminator !== 'else') throw new Error(`unsupported {{ ${then.terminator} }}`);
    return { kind, condition, then: then.nodes, otherwise: parseUntil(['end']).nodes };
  }
  const body = parseUntil([]).nodes;
  return { body, defines };
}

function templateName(term: string): string {
  const name = term.trim();
  if (!/^"[^"]*"$/.test(name)) throw new Error(`a template name must be a quoted string, got ${name}`);
  return JSON.parse(name) as string;
}

/** Splits a command into terms, keeping quoted strings and parenthesised sub-pipelines whole. */
function splitTerms(command: string): string[] {
  const terms: string[] = [];
  let current = '';
  let depth = 0;
  let inString = false;
  for (let i = 0; i < command.length; i++) {
    const char = command[i]!;
    if (inString) {
      current += char;
      if (char === '\\') current += command[++i] ?? '';
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
      current += char;
    } else if (char === '(') {
      depth++;
      current += char;
    } else if (char === ')') {
      depth--;
      current += char;
    } else if (/\s/.test(char) && depth === 0) {
      if (current) terms.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (current) terms.push(current);
  return terms;
}

function splitPipeline(pipeline: string): string[] {
  const commands: string[] = [];
  let current = '';
  let depth = 0;
  let inString = false;
  for (let i = 0; i < pipeline.length; i++) {
    const char = pipeline[i]!;
    if (inString && char === '\\') {
      current += char + (pipeline[++i] ?? '');
      continue;
    }
    if (char === '"') inString = !inString;
    if (!inString && char === '(') depth++;
    if (!inString && char === ')') depth--;
    if (!inString && depth === 0 && char === '|') {
      commands.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  commands.push(current.trim());
  return commands;
}

function lookupPath(base: Value, path: string[]): Value {
  let value = base;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !(key in value)) return missing;
    value = (value as Record<string, Value>)[key];
  }
  return value === undefined ? missing : value;
}

/** Go's truth (and Sprig's `empty`): false, 0, nil, "" and empty lists and maps are empty. */
function isEmpty(value: Value): boolean {
  return (
    value === missing || value === undefined || value === null || value === false || value === 0 || value === 0n || value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && Object.keys(value as object).length === 0)
  );
}

function present(value: Value, name: string): Value {
  if (value === missing) throw new Error(`missing value for ${name}`);
  return value;
}

/** Go's %v of a float64: shortest digits, exponent form from 1e+06 up and below 1e-04 (strconv 'g', -1). */
function formatFloat(value: number): string {
  if (!Number.isFinite(value)) return value > 0 ? '+Inf' : value < 0 ? '-Inf' : 'NaN';
  if (value === 0) return Object.is(value, -0) ? '-0' : '0';
  const [mantissa = '', exponentText = '0'] = value.toExponential().split('e');
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 6) {
    const sign = exponent < 0 ? '-' : '+';
    return `${mantissa}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  return value.toFixed(Math.max(0, mantissa.replace(/^-/, '').replace('.', '').length - 1 - exponent));
}

/** What Go's text/template prints for a value (fmt's %v); nil prints as nothing, as in Helm. */
function formatValue(value: Value): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatFloat(value);
  if (typeof value === 'bigint' || typeof value === 'boolean' || typeof value === 'string') return String(value);
  if (Array.isArray(value)) return `[${value.map(formatValue).join(' ')}]`;
  if (typeof value === 'object') {
    const entries = Object.keys(value).sort().map((key) => `${key}:${formatValue((value as Record<string, Value>)[key])}`);
    return `map[${entries.join(' ')}]`;
  }
  throw new Error(`cannot print ${String(value)}`);
}

/** Go's %q of a string. JSON's escapes mean the same in a YAML double-quoted scalar. */
function quoteString(text: string): string {
  return JSON.stringify(text);
}

/** An int argument of a Sprig function; a float64 (a number from values.yaml) is refused, as Go refuses it. */
function intArgument(value: Value, functionName: string): number {
  if (typeof value !== 'bigint') throw new Error(`${functionName}: wrong type for value; expected int; got ${goTypeName(value)}`);
  return Number(value);
}

function goTypeName(value: Value): string {
  if (typeof value === 'number') return 'float64';
  if (typeof value === 'bigint') return 'int';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (value === null || value === missing) return 'nil';
  return Array.isArray(value) ? '[]interface {}' : 'map[string]interface {}';
}

function stringArgument(value: Value, functionName: string): string {
  if (typeof value !== 'string') throw new Error(`${functionName}: wrong type for value; expected string; got ${goTypeName(value)}`);
  return value;
}

/** Go's fmt.Sprintf for the verbs a chart uses: %s %d %v %q %%. */
function sprintf(format: string, args: Value[]): string {
  let next = 0;
  return format.replace(/%([%sdvq])/g, (_, verb: string) => {
    if (verb === '%') return '%';
    if (next >= args.length) throw new Error(`printf "${format}": missing argument for %${verb}`);
    const arg = args[next++];
    if (verb === 'v') return formatValue(arg);
    if (verb === 'd') {
      if (typeof arg !== 'bigint') throw new Error(`printf "${format}": %d of a ${goTypeName(arg)} (Helm would print %!d(${goTypeName(arg)}=…)); use int`);
      return String(arg);
    }
    if (typeof arg !== 'string') throw new Error(`printf "${format}": %${verb} of a ${goTypeName(arg)} (Helm would print %!${verb}(${goTypeName(arg)}=…))`);
    return verb === 'q' ? quoteString(arg) : arg;
  });
}

/** text/template's eq/lt/…: both sides of one basic kind, or Go's "incompatible types for comparison". */
function comparable(a: Value, b: Value, name: string): void {
  const kind = (value: Value) => (typeof value === 'bigint' ? 'int' : typeof value === 'number' ? 'float' : typeof value);
  if (kind(a) !== kind(b)) throw new Error(`error calling ${name}: incompatible types for comparison (${goTypeName(a)} and ${goTypeName(b)})`);
  if (!['int', 'float', 'string', 'boolean'].includes(kind(a))) throw new Error(`error calling ${name}: invalid type for comparison`);
}

function compare(name: string, test: (a: number | bigint | string, b: number | bigint | string) => boolean) {
  return (a: Value, b: Value) => {
    comparable(a, b, name);
    return test(a as number, b as number);
  };
}

function indentText(text: string, count: number): string {
  const padding = ' '.repeat(count);
  return padding + text.replaceAll('\n', '\n' + padding);
}

/** Helm's toYaml: sigs.k8s.io/yaml goes through JSON, so map keys come out sorted; no trailing newline. */
function toYaml(value: Value): string {
  return stringify(value ?? null, { sortMapEntries: true, lineWidth: 0 }).replace(/\n$/, '');
}

type TemplateFunction = (scope: Scope, ...args: Value[]) => Value;

// Go's built-ins and the Sprig/Helm functions the chart uses, with their argument order (the piped
// value comes last).
const functions: Record<string, TemplateFunction> = {
  // Sprig's quote skips nil arguments and joins the rest with spaces.
  quote: (_, ...values) => values.map((value) => present(value, 'quote')).filter((value) => value !== null).map((value) => quoteString(formatValue(value))).join(' '),
  default: (_, fallback, value) => (isEmpty(value) ? fallback : value),
  required: (_, message, value) => {
    if (value === missing || value === null || value === '') throw new Error(String(message));
    return value;
  },
  toYaml: (_, value) => toYaml(present(value, 'toYaml')),
  nindent: (_, count, text) => '\n' + indentText(stringArgument(text, 'nindent'), intArgument(count, 'nindent')),
  indent: (_, count, text) => indentText(stringArgument(text, 'indent'), intArgument(count, 'indent')),
  join: (_, separator, list) => (present(list, 'join') as Value[]).map(formatValue).join(String(separator)),
  dict: (_, ...pairs) => {
    const map: Record<string, Value> = {};
    for (let i = 0; i < pairs.length; i += 2) map[formatValue(pairs[i])] = i + 1 < pairs.length ? pairs[i + 1] : '';
    return map;
  },
  printf: (_, format, ...args) => sprintf(stringArgument(format, 'printf'), args),
  // Go's print: operands joined, with a space between two operands when neither is a string.
  print: (_, ...args) => args.map((arg, i) => (i > 0 && typeof arg !== 'string' && typeof args[i - 1] !== 'string' ? ' ' : '') + formatValue(arg)).join(''),
  sha256sum: (_, text) => createHash('sha256').update(stringArgument(text, 'sha256sum')).digest('hex'),
  // Sprig's trunc: the first c characters, or with c < 0 the last -c.
  trunc: (_, count, text) => {
    const value = stringArgument(text, 'trunc');
    const c = intArgument(count, 'trunc');
    if (c < 0) return value.length + c > 0 ? value.slice(value.length + c) : value;
    return value.slice(0, c);
  },
  trimSuffix: (_, suffix, text) => {
    const value = stringArgument(present(text, 'trimSuffix'), 'trimSuffix');
    const end = stringArgument(suffix, 'trimSuffix');
    return end && value.endsWith(end) ? value.slice(0, -end.length) : value;
  },
  // Sprig's regexReplaceAll regex text replacement: Go's RE2, whose leading (?flags) group becomes
  // JavaScript's flags and whose ${n} references become $n (the chart's patterns need nothing more).
  regexReplaceAll: (_, pattern, text, replacement) => {
    const [, flags = '', source = ''] = /^(?:\(\?([ims]+)\))?([\s\S]*)$/.exec(stringArgument(pattern, 'regexReplaceAll'))!;
    const goReferences = stringArgument(replacement, 'regexReplaceAll').replace(/\$\{(\w+)\}/g, '$$$1');
    return stringArgument(text, 'regexReplaceAll').replace(new RegExp(source, `g${flags}`), goReferences);
  },
  // Sprig's int: numbers truncated, numeric strings parsed, anything else 0.
  int: (_, value) => {
    if (typeof value === 'bigint') return value;
    if (typeof value === 'number') return BigInt(Math.trunc(value));
    if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return BigInt(value.trim());
    return 0n;
  },
  list: (_, ...values) => values,
  // Sprig's prepend: a new list with the value first.
  prepend: (_, list, value) => [value, ...(present(list, 'prepend') as Value[])],
  // Go's index: a map's value by key (missing when absent) or a list's item by int position.
  index: (_, collection, ...keys) =>
    keys.reduce((value: Value, key) => {
      if (Array.isArray(value)) {
        const position = intArgument(key, 'index');
        if (position < 0 || position >= value.length) throw new Error(`index out of range: ${position}`);
        return value[position];
      }
      return lookupPath(present(value, 'index'), [stringArgument(key, 'index')]);
    }, collection),
  include: (scope, name, data) => renderNamed(scope.templates, stringArgument(name, 'include'), data, scope.depth + 1),
  not: (_, value) => isEmpty(value),
  and: (_, ...values) => values.find((value) => isEmpty(value)) ?? values.at(-1),
  or: (_, ...values) => values.find((value) => !isEmpty(value)) ?? values.at(-1),
  eq: (_, a, ...others) => others.some((b) => (comparable(a, b, 'eq'), a === b)),
  ne: (_, a, b) => (comparable(a, b, 'ne'), a !== b),
  lt: (_, a, b) => compare('lt', (x, y) => x < y)(a, b),
  le: (_, a, b) => compare('le', (x, y) => x <= y)(a, b),
  gt: (_, a, b) => compare('gt', (x, y) => x > y)(a, b),
  ge: (_, a, b) => compare('ge', (x, y) => x >= y)(a, b),
};

function evaluateTerm(term: string, scope: Scope): Value {
  if (term.startsWith('(') && term.endsWith(')')) return evaluatePipeline(term.slice(1, -1), scope);
  if (term.startsWith('"')) return JSON.parse(term);
  if (/^-?\d+$/.test(term)) return BigInt(term);
  if (/^-?\d+\.\d+$/.test(term)) return Number(term);
  if (term === 'true' || term === 'false') return term === 'true';
  if (term === 'nil') return null;
  if (term === '.') return scope.dot;
  if (term.startsWith('.')) return lookupPath(scope.dot, term.slice(1).split('.'));
  if (term.startsWith('$')) {
    const [variable, ...path] = term.split('.');
    const base = variable === '$' ? scope.root : scope.variables.get(variable!);
    if (base === undefined) throw new Error(`undefined variable ${variable}`);
    return lookupPath(base, path);
  }
  if (/^\w+$/.test(term)) throw new Error(`unknown function ${term}`);
  throw new Error(`cannot evaluate ${term}`);
}

function evaluatePipeline(pipeline: string, scope: Scope): Value {
  let result: Value = missing;
  let first = true;
  for (const command of splitPipeline(pipeline)) {
    const [head, ...rest] = splitTerms(command);
    if (!head) throw new Error(`empty command in ${pipeline}`);
    const args = () => {
      const values = rest.map((term) => evaluateTerm(term, scope));
      if (!first) values.push(result);
      return values;
    };
    const fn = functions[head];
    if (fn) {
      result = fn(scope, ...args());
    } else {
      const value = evaluateTerm(head, scope);
      // A method of the context (such as .Files.Get) is called with the terms after it.
      if (typeof value === 'function') result = (value as (...values: Value[]) => Value)(...args());
      else if (!first || rest.length > 0) throw new Error(`unknown function ${head} in ${pipeline}`);
      else result = value;
    }
    first = false;
  }
  return result;
}

function renderNodes(nodes: TemplateNode[], scope: Scope): string {
  let output = '';
  for (const node of nodes) {
    if (node.kind === 'text') output += node.text;
    else if (node.kind === 'action') output += formatValue(present(evaluatePipeline(node.pipeline, scope), node.pipeline));
    else if (node.kind === 'assign') {
      const value = present(evaluatePipeline(node.pipeline, scope), node.pipeline);
      if (node.declares) scope.variables.declare(node.variable, value);
      else scope.variables.assign(node.variable, value);
    }
    else if (node.kind === 'template') {
      const data = node.argument === undefined ? null : evaluatePipeline(node.argument, scope);
      output += renderNamed(scope.templates, node.name, data, scope.depth + 1);
    } else if (node.kind === 'if' || node.kind === 'with') {
      const value = evaluatePipeline(node.condition, scope);
      const inner = { ...scope, variables: new Variables(scope.variables) };
      if (isEmpty(value)) output += renderNodes(node.otherwise, inner);
      else output += renderNodes(node.then, node.kind === 'with' ? { ...inner, dot: value } : inner);
    } else if (node.kind === 'range') {
      const source = present(evaluatePipeline(node.source, scope), node.source);
      const entries: Array<[Value, Value]> = Array.isArray(source)
        ? source.map((item, position) => [BigInt(position), item])
        : Object.keys(source as object).sort().map((key) => [key, (source as Record<string, Value>)[key]]);
      for (const [key, value] of entries) {
        const variables = new Variables(scope.variables);
        if (node.keyVariable) variables.declare(node.keyVariable, key);
        if (node.valueVariable) variables.declare(node.valueVariable, value);
        output += renderNodes(node.body, { ...scope, dot: value, variables });
      }
    }
  }
  return output;
}

/** Parsed templates by name: each source under its own name, and every `define` of every source. */
export type TemplateSet = Map<string, TemplateNode[]>;

/**
 * Parses sources (name → text) into one set, as Helm parses every file of a chart together: a `define`
 * in any file (usually `_helpers.tpl`) can be included from every other one.
 */
export function parseTemplates(sources: Record<string, string>): TemplateSet {
  const templates: TemplateSet = new Map();
  for (const [name, text] of Object.entries(sources)) {
    const { body, defines } = parse(text);
    templates.set(name, body);
    for (const [defined, nodes] of defines) templates.set(defined, nodes);
  }
  return templates;
}

function renderNamed(templates: TemplateSet, name: string, data: Value, depth: number): string {
  const nodes = templates.get(name);
  if (!nodes) throw new Error(`no template named "${name}"`);
  if (depth > MAX_INCLUDE_DEPTH) throw new Error(`rendering template has a nested reference name: ${name}`);
  // Inside a named template `$` is the data it was given, as in Go.
  return renderNodes(nodes, { dot: data, root: data, variables: new Variables(), templates, depth });
}

/** Renders the template called `name` of the set with `data` as `.` and `$`. */
export function renderNamedTemplate(templates: TemplateSet, name: string, data: Value): string {
  return renderNamed(templates, name, data, 0);
}

/** Renders one template (with its own `define`s) with the chart context ({ Values, Release, Chart, … }). */
export function renderTemplate(template: string, context: Record<string, Value>): string {
  return renderNamedTemplate(parseTemplates({ '': template }), '', context);
}
