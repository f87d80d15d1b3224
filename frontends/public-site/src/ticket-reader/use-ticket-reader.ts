import { useCallback, useState } from 'react';
import type { GameId } from '@pickwise/lottery';
import type { ReadTicket } from '@pickwise/ticket-reader';
import { startRemoteWorker, useRemoteWorkerSlot } from '../workers/remote-worker.js';
import { TICKET_READER_WORKER_FILE } from './ticket-reader-worker-file.js';
import type { TicketReaderMessage, TicketReaderRequest, TicketReaderStep } from './ticket-reader-protocol.js';

export type TicketReaderFailure = Extract<TicketReaderMessage, { kind: 'failed' }>['failure'];

export type TicketReaderState =
  | { status: 'idle' }
  | { status: 'reading'; step: TicketReaderStep }
  | { status: 'read'; ticket: ReadTicket; millis: number }
  | { status: 'failed'; failure: TicketReaderFailure }
  /** The worker itself failed (refused, its files not loaded, out of memory). */
  | { status: 'crashed'; message: string };

/** The player's today, yyyy-mm-dd, in their own time zone. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * The ticket reader worker's life for one screen: started at the first photo (its engine kept for the
 * next), ended when the screen closes. The photo goes to the worker and nowhere else.
 */
export function useTicketReader() {
  const [state, setState] = useState<TicketReaderState>({ status: 'idle' });
  const { runningRef, end } = useRemoteWorkerSlot();

  const read = useCallback(
    (photo: Blob, game?: GameId) => {
      try {
        runningRef.current ??= startRemoteWorker(TICKET_READER_WORKER_FILE);
      } catch (error) {
        setState({ status: 'crashed', message: error instanceof Error ? error.message : String(error) });
        return;
      }
      const { worker } = runningRef.current;
      setState({ status: 'reading', step: 'engine' });
      worker.onmessage = ({ data }: MessageEvent<TicketReaderMessage>) => {
        if (data.kind === 'progress') setState({ status: 'reading', step: data.step });
        else if (data.kind === 'read') setState({ status: 'read', ticket: data.ticket, millis: data.millis });
        else if (data.kind === 'failed') setState({ status: 'failed', failure: data.failure });
        else setState({ status: 'crashed', message: data.message });
      };
      worker.onerror = (event) => {
        event.preventDefault();
        end();
        setState({ status: 'crashed', message: event.message });
      };
      const request: TicketReaderRequest = { kind: 'read', photo, today: today(), ...(game ? { game } : {}) };
      worker.postMessage(request);
    },
    [end, runningRef],
  );

  return { state, read };
}
