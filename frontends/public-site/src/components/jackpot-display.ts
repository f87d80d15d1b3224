/**
 * A jackpot display string such as `$432M`, `€1.77B` or `€42,3M` (Spanish decimal mark), split so
 * the count-up can animate the number while keeping the currency symbol and the M/B/K suffix
 * (docs/product-spec.md §2). Formatted jackpots carry no digit grouping, so a `.` or `,` is the decimal mark.
 */
export interface JackpotDisplayParts {
  prefix: string;
  value: number;
  decimals: number;
  decimalMark: '.' | ',';
  suffix: string;
}

const DISPLAY_PATTERN = /^(\D*?)(\d+)(?:([.,])(\d+))?(\D*)$/;

export function parseJackpotDisplay(display: string): JackpotDisplayParts | undefined {
  const match = DISPLAY_PATTERN.exec(display.trim());
  if (!match) return undefined;
  const [, prefix = '', whole = '', mark, fraction = '', suffix = ''] = match;
  return {
    prefix,
    value: Number(`${whole}.${fraction || '0'}`),
    decimals: fraction.length,
    decimalMark: mark === ',' ? ',' : '.',
    suffix,
  };
}

/** The text shown at `step` of `steps` (0 … steps) of the count-up. */
export function countUpFrame(parts: JackpotDisplayParts, step: number, steps: number): string {
  const fraction = Math.min(1, Math.max(0, step / steps));
  const number = (parts.value * fraction).toFixed(parts.decimals).replace('.', parts.decimalMark);
  return `${parts.prefix}${number}${parts.suffix}`;
}
