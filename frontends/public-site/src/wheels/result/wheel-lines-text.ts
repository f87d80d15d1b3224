import type { WheelLine } from '@pickwise/lottery';

/**
 * The lines as plain text for the clipboard, one a line: `1: 3 7 12 18 25 33 + 5` (the special
 * numbers after a plus, as play slips and the site's tickets show them). Language-neutral.
 */
export function wheelLinesText(lines: readonly WheelLine[]): string {
  return lines.map((line, index) => `${index + 1}: ${line.main.join(' ')}${line.special.length > 0 ? ` + ${line.special.join(' ')}` : ''}`).join('\n');
}
