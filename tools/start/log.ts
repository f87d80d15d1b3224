// Prefixed, line-buffered output so the interleaved logs of several processes stay readable.
import type { Readable } from 'node:stream';
import readline from 'node:readline';

// When whatever read the launcher's output is gone (a closed terminal, a test runner that ended),
// writing to it fails with EPIPE; that must not end the launcher halfway through stopping the system.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

const colours = [36, 32, 33, 35, 34, 96, 92, 93, 95];
const useColour = process.stdout.isTTY === true && !process.env['NO_COLOR'];
let nextColour = 0;
const prefixWidth = 11;

export type LineWriter = (line: string) => void;

export function prefixedWriter(name: string, stream: NodeJS.WriteStream = process.stdout): LineWriter {
  const label = `[${name}]`.padEnd(prefixWidth + 2);
  const colour = colours[nextColour++ % colours.length];
  const prefix = useColour ? `\u001b[${colour}m${label}\u001b[0m` : label;
  return (line) => stream.write(`${prefix} ${line}\n`);
}

export function pipeLines(source: Readable | null, write: LineWriter): void {
  if (!source) return;
  readline.createInterface({ input: source, crlfDelay: Infinity }).on('line', write);
}

export const launcherLog = prefixedWriter('start');
export const launcherError = prefixedWriter('start', process.stderr);
