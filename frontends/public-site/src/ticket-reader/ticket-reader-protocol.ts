import type { GameId } from '@pickwise/lottery';
import type { PhotoReadFailure, ReadTicket } from '@pickwise/ticket-reader';

/** What the screen asks the reader worker: read this photo (its bytes never leave the device). */
export interface TicketReaderRequest {
  kind: 'read';
  photo: Blob;
  game?: GameId;
  /** The player's today, yyyy-mm-dd: the rules in force for a ticket whose date cannot be read. */
  today: string;
}

/** Where the reading is, for the progress the screen shows. */
export type TicketReaderStep = 'engine' | 'finding' | 'reading';

export type TicketReaderMessage =
  | { kind: 'progress'; step: TicketReaderStep }
  | { kind: 'read'; ticket: ReadTicket; millis: number }
  | { kind: 'failed'; failure: PhotoReadFailure['failure'] | 'not-an-image'; millis: number }
  | { kind: 'error'; message: string };
