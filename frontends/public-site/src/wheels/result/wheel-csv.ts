import type { VerifiedWheel, WheelLine } from '@pickwise/lottery';

/**
 * The wheel's lines as CSV (RFC 4180, CRLF line ends): `line`, one column per main number and one
 * per special number, so a spreadsheet can sort or check them. Every cell is a number or a fixed
 * column name, so nothing needs quoting and no cell can be read as a formula.
 */
export function wheelCsv(lines: readonly WheelLine[]): string {
  const mainCount = Math.max(0, ...lines.map((line) => line.main.length));
  const specialCount = Math.max(0, ...lines.map((line) => line.special.length));
  const header = ['line', ...columns('main', mainCount), ...columns('special', specialCount)];
  const rows = lines.map((line, index) => [String(index + 1), ...cells(line.main, mainCount), ...cells(line.special, specialCount)]);
  return [header, ...rows].map((row) => `${row.join(',')}\r\n`).join('');
}

const columns = (name: string, count: number) => Array.from({ length: count }, (_unused, i) => `${name}_${i + 1}`);

/** A line's numbers padded with empty cells to the column count (every line of a wheel has as many; the pad keeps the CSV rectangular anyway). */
const cells = (numbers: readonly number[], count: number) => Array.from({ length: count }, (_unused, i) => (numbers[i] === undefined ? '' : String(numbers[i])));

/** `pickwise-wheel-<game>-<n>-<t>if<m>.csv`: says which wheel a downloaded file holds. */
export function wheelCsvFileName({ request }: Pick<VerifiedWheel, 'request'>): string {
  return `pickwise-wheel-${request.game}-${request.numbers.length}-${request.t}if${request.m}.csv`;
}
