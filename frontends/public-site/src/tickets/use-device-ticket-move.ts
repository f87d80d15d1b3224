import { useEffect, useSyncExternalStore } from 'react';
import { ApiError, currentAccessToken, queryClient } from '@pickwise/api-client';
import { ticketsApi } from '@pickwise/api-client/tickets';
import { removeDeviceTicket, type DeviceTicket } from './device-tickets.js';

export interface MoveRefusal {
  clientId: string;
  /** Why the account refused it (over a budget, or anything else it did not accept), said in the page's language. */
  reason: 'overBudget' | 'refused';
}

/** Tickets refused in this page's life: not sent again until the page is reloaded, so a refusal is not asked for in a loop. */
const refused = new Map<string, MoveRefusal>();
let moving = false;
const listeners = new Set<() => void>();
const setMoving = (value: boolean) => {
  moving = value;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Sends each device ticket to the account with its `clientId`, one at a time, and removes it from
 * the device only once the server has answered with it (a `clientId` already stored answers with
 * the stored ticket): a page closed halfway leaves the rest on the device, and the next visit sends
 * them again without doubling any. A refusal (4xx) keeps the ticket here with its reason; no answer
 * stops the move until the next visit.
 */
async function moveAll(tickets: readonly DeviceTicket[]): Promise<void> {
  for (const ticket of tickets) {
    if (refused.has(ticket.clientId)) continue;
    try {
      await ticketsApi.create(await currentAccessToken(), {
        game: ticket.game,
        lines: ticket.lines,
        firstDrawDate: ticket.firstDrawDate,
        draws: ticket.draws,
        pricePerLine: ticket.pricePerLine,
        ...(ticket.label === null ? {} : { label: ticket.label }),
        clientId: ticket.clientId,
      });
      removeDeviceTicket(ticket.clientId);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500 || error.status === 401 || error.status === 429) return;
      refused.set(ticket.clientId, { clientId: ticket.clientId, reason: error.code === 'CONFLICT' ? 'overBudget' : 'refused' });
    }
  }
}

/** Moves the device's tickets to the signed-in account (see `moveAll`); what it is doing, and what was refused. */
export function useDeviceTicketMove(signedIn: boolean, tickets: readonly DeviceTicket[]): { moving: boolean; refusals: MoveRefusal[] } {
  const movingNow = useSyncExternalStore(subscribe, () => moving, () => false);
  const waiting = tickets.some((ticket) => !refused.has(ticket.clientId));
  useEffect(() => {
    if (!signedIn || !waiting || moving) return;
    setMoving(true);
    void moveAll(tickets).finally(() => {
      setMoving(false);
      void queryClient.invalidateQueries({ queryKey: ['account'] });
    });
  }, [signedIn, waiting, tickets]);
  return { moving: movingNow, refusals: tickets.flatMap((ticket) => refused.get(ticket.clientId) ?? []) };
}
