import { useMemo, useState } from 'react';
import { ApiError, useAuthSession } from '@pickwise/api-client';
import { useSaveTicket } from '@pickwise/api-client/tickets';
import type { Game, VerifiedWheel } from '@pickwise/lottery';
import { saveDeviceTicket } from '../../tickets/device-tickets.js';
import { deviceTicketOf, draftBody, draftProblems, nextDrawDate, type TicketDraft } from '../../tickets/ticket-form-rules.js';
import { wheelTicketChunks } from './wheel-tickets.js';

/** Why saving stopped; its text is `wheelResult.<problem>`. */
export type SaveProblem = 'overBudget' | 'refused' | 'storageFull' | 'unavailable';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; tickets: number; onDevice: boolean }
  /** `saved` tickets went through before the problem (each is kept: saving again sends the rest). */
  | { kind: 'failed'; problem: SaveProblem; saved: number };

const problemOf = (error: unknown): SaveProblem => {
  if (error instanceof ApiError && error.code === 'CONFLICT') return 'overBudget';
  if (error instanceof ApiError && error.code === 'VALIDATION') return 'refused';
  return 'unavailable';
};

/**
 * 'Save as tickets': the wheel's lines in tickets of at most TICKET_MAX_LINES lines for the game's
 * next draw, saved the way the ticket form saves one (its rules, its body, the API for a signed-in
 * player and this device's tickets for a visitor). Each ticket keeps one client id for this wheel,
 * so saving it twice keeps one ticket (the tickets service and the device both store a client id once).
 */
export function useSaveWheelTickets(wheel: VerifiedWheel, game: Game, label: (part: number, parts: number) => string) {
  const { status } = useAuthSession();
  const save = useSaveTicket();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const chunks = useMemo(() => wheelTicketChunks(wheel.lines), [wheel]);
  const clientIds = useMemo(() => chunks.map(() => crypto.randomUUID()), [chunks]);
  const firstDrawDate = nextDrawDate(game);

  const saveAll = async () => {
    setState({ kind: 'saving' });
    const signedIn = status === 'signedIn';
    const drafts: TicketDraft[] = chunks.map((lines, index) => ({ lines, firstDrawDate, draws: '1', pricePerLine: '', label: label(index + 1, chunks.length) }));
    // The browser checks what the contract checks: a wheel of the current rules passes unless they change on the next draw.
    if (drafts.some((draft) => Object.keys(draftProblems(game, draft)).length > 0)) return setState({ kind: 'failed', problem: 'refused', saved: 0 });
    for (const [index, draft] of drafts.entries()) {
      const clientId = clientIds[index]!;
      if (!signedIn) {
        if (!saveDeviceTicket(deviceTicketOf(game, draft, clientId, new Date().toISOString()))) return setState({ kind: 'failed', problem: 'storageFull', saved: index });
        continue;
      }
      try {
        await save.mutateAsync({ ticket: draftBody(game, draft, clientId) });
      } catch (error) {
        return setState({ kind: 'failed', problem: problemOf(error), saved: index });
      }
    }
    setState({ kind: 'saved', tickets: drafts.length, onDevice: !signedIn });
  };

  return { state, tickets: chunks.length, firstDrawDate, ready: status !== 'loading', save: () => void saveAll() };
}
