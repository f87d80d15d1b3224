// A renderer for the subset of Helm's Go-template syntax the pickwise chart uses, so a test can render
// the chart without a helm binary: actions with trim markers, pipelines, parentheses, `if`/`else`,
// `range $key, $value :=` (maps in sorted key order, like Go), variables, `$` and the functions below.
// Unlike Helm, a missing value is an error instead of an empty string, so typos in the chart fail tests.
import { stringify } from 'yaml';

type Value = unknown;

interface TextNode { kind: 'text'; text: string }
interface ActionNode { kind: 'action'; pipeline: string }
interface IfNode { kind: 'if'; condition: string; then: TemplateNode[]; otherwise: TemplateNode[] }
interface RangeNode { kind: 'range'; keyVariable?: string; valueVariable?: string; source: string; body: TemplateNode[] }
type TemplateNode = TextNode | ActionNode | IfNode | RangeNode;

interface Scope { dot: Value; root: Value; variables: Map<string, Value> }

const missing = Symbol('missing');

/** Splits a template into text and actions, applying `{{-` and `-}}` whitespace trimming. */
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
    const close = template.indexOf('}}', open);
    if (close === -1) throw new Error(`unclosed action at offset ${open}`);
    let action = template.slice(open + 2, close);
    if (action.startsWith('-')) {
      text = text.replace(/\s+$/, '');
      action = action.slice(1);
    }
    trimNextText = action.endsWith('-');
    if (trimNextText) action = action.slice(0, -1);
    tokens.push({ text });
    action = action.trim();
    if (!action.startsWith('/*')) tokens.push({ action });
    position = close + 2;
  }
  return tokens;
}

function parse(template: string): TemplateNode[] {
  const tokens = tokenize(template);
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
      if (terminators.includes(token.action) || (keyword === 'else' && terminators.includes('else'))) {
        return { nodes, terminator: token.action };
      }
      if (keyword === 'if') {
        const then = parseUntil(['else', 'end']);
        const otherwise = then.terminator === 'else' ? parseUntil(['end']).nodes : [];
        nodes.push({ kind: 'if', condition: token.action.slice(2).trim(), then: then.nodes, otherwise });
      } else if (keyword === 'range') {
        const match = /^range\s+(?:(\$\w+)\s*(?:,\s*(\$\w+))?\s*:=\s*)?(.+)$/.exec(token.action);
        if (!match) throw new Error(`cannot parse: {{ ${token.action} }}`);
        const [, first, second, source] = match;
        const body = parseUntil(['end']).nodes;
        nodes.push({
          kind: 'range',
          keyVariable: second ? first : undefined,
          valueVariable: second ?? first,
          source: source!,
          body,
        });
      } else if (keyword === 'end' || keyword === 'else') {
        throw new Error(`unexpected {{ ${token.action} }}`);
      } else {
        nodes.push({ kind: 'action', pipeline: token.action });
      }
    }
    if (terminators.length > 0) throw new Error(`missing {{ end }} (expected one of ${terminators.join(', ')})`);
    return { nodes, terminator: '' };
  }
  return parseUntil([]).nodes;
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
  for (const char of pipeline) {
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

function isEmpty(value: Value): boolean {
  return (
    value === missing || value === undefined || value === null || value === false || value === 0 || value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && Object.keys(value as object).length === 0)
  );
}

function present(value: Value, name: string): Value {
  if (value === missing) throw new Error(`missing value for ${name}`);
  return value;
}

const functions: Record<string, (...args: Value[]) => Value> = {
  quote: (value) => JSON.stringify(String(present(value, 'quote'))),
  default: (fallback, value) => (isEmpty(value) ? fallback : value),
  toYaml: (value) => stringify(present(value, 'toYaml')).trimEnd(),
  nindent: (count, text) => '\n' + indentText(String(text), Number(count)),
  indent: (count, text) => indentText(String(text), Number(count)),
  join: (separator, list) => (present(list, 'join') as Value[]).join(String(separator)),
  printf: (format, ...args) => {
    let next = 0;
    return String(format).replace(/%[sd]/g, () => String(args[next++]));
  },
  trimSuffix: (suffix, text) => {
    const value = String(present(text, 'trimSuffix'));
    return value.endsWith(String(suffix)) ? value.slice(0, -String(suffix).length) : value;
  },
  not: (value) => isEmpty(value),
  eq: (a, b) => a === b,
};

function indentText(text: string, count: number): string {
  const padding = ' '.repeat(count);
  return text.split('\n').map((line) => padding + line).join('\n');
}

function evaluateTerm(term: string, scope: Scope): Value {
  if (term.startsWith('(') && term.endsWith(')')) return evaluatePipeline(term.slice(1, -1), scope);
  if (term.startsWith('"')) return JSON.parse(term);
  if (/^-?\d+(\.\d+)?$/.test(term)) return Number(term);
  if (term === 'true' || term === 'false') return term === 'true';
  if (term === '.') return scope.dot;
  if (term.startsWith('.')) return lookupPath(scope.dot, term.slice(1).split('.'));
  if (term.startsWith('$')) {
    const [variable, ...path] = term.split('.');
    const base = variable === '$' ? scope.root : scope.variables.get(variable!);
    if (base === undefined) throw new Error(`undefined variable ${variable}`);
    return lookupPath(base, path);
  }
  throw new Error(`cannot evaluate ${term}`);
}

function evaluatePipeline(pipeline: string, scope: Scope): Value {
  let result: Value = missing;
  let first = true;
  for (const command of splitPipeline(pipeline)) {
    const [head, ...rest] = splitTerms(command);
    if (!head) throw new Error(`empty command in ${pipeline}`);
    const fn = functions[head];
    if (fn) {
      const args = rest.map((term) => evaluateTerm(term, scope));
      if (!first) args.push(result);
      result = fn(...args);
    } else {
      if (!first || rest.length > 0) throw new Error(`unknown function ${head} in ${pipeline}`);
      result = evaluateTerm(head, scope);
    }
    first = false;
  }
  return result;
}

function renderNodes(nodes: TemplateNode[], scope: Scope): string {
  let output = '';
  for (const node of nodes) {
    if (node.kind === 'text') output += node.text;
    else if (node.kind === 'action') output += String(present(evaluatePipeline(node.pipeline, scope), node.pipeline));
    else if (node.kind === 'if') {
      output += renderNodes(isEmpty(evaluatePipeline(node.condition, scope)) ? node.otherwise : node.then, scope);
    } else {
      const source = present(evaluatePipeline(node.source, scope), node.source);
      const entries: Array<[Value, Value]> = Array.isArray(source)
        ? source.map((item, position) => [position, item])
        : Object.keys(source as object).sort().map((key) => [key, (source as Record<string, Value>)[key]]);
      for (const [key, value] of entries) {
        const variables = new Map(scope.variables);
        if (node.keyVariable) variables.set(node.keyVariable, key);
        if (node.valueVariable) variables.set(node.valueVariable, value);
        output += renderNodes(node.body, { dot: value, root: scope.root, variables });
      }
    }
  }
  return output;
}

/** Renders one template with the chart context ({ Values, Release, Chart }). */
export function renderTemplate(template: string, context: Record<string, Value>): string {
  return renderNodes(parse(template), { dot: context, root: context, variables: new Map() });
}
