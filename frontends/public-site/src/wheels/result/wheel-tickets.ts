import type { WheelLine } from '@pickwise/lottery';
import { TICKET_MAX_LINES } from '@pickwise/contracts/limits';

/** The wheel's lines in tickets of at most TICKET_MAX_LINES lines (a ticket holds no more), in order: 45 lines make 20 + 20 + 5. */
export function wheelTicketChunks(lines: readonly WheelLine[]): WheelLine[][] {
  const chunks: WheelLine[][] = [];
  for (let start = 0; start < lines.length; start += TICKET_MAX_LINES) chunks.push(lines.slice(start, start + TICKET_MAX_LINES).map((line) => ({ main: [...line.main], special: [...line.special] })));
  return chunks;
}
