/**
 * A visitor's tickets, kept in this browser's storage until they sign in (then each is moved to the
 * account, `use-device-ticket-move.ts`). Each carries the `clientId` this device gave it, which the
 * tickets service stores once per user, so a ticket sent twice (the page closed before the answer)
 * is still one ticket. Stored values are checked on the way back in.
 */
import { useSyncExternalStore } from 'react';
import { findGame, isCalendarDate, type GameId } from '@pickwise/lottery';

const KEY = 'device-tickets';

export interface DeviceTicket {
  clientId: string;
  game: GameId;
  lines: { main: number[]; special: number[] }[];
  firstDrawDate: string;
  draws: number;
  /** What one line cost per draw, in the game's currency (the game's price unless the visitor typed another). */
  pricePerLine: number;
  label: string | null;
  createdAt: string;
}

const isNumberList = (value: unknown): value is number[] => Array.isArray(value) && value.every((n) => Number.isInteger(n));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isDeviceTicket(value: unknown): value is DeviceTicket {
  if (!isRecord(value)) return false;
  const { clientId, game, lines, firstDrawDate, draws, pricePerLine, label, createdAt } = value;
  return (
    typeof clientId === 'string' &&
    typeof game === 'string' &&
    findGame(game) !== undefined &&
    Array.isArray(lines) &&
    lines.length > 0 &&
    lines.every((line) => isRecord(line) && isNumberList(line.main) && isNumberList(line.special)) &&
    typeof firstDrawDate === 'string' &&
    isCalendarDate(firstDrawDate) &&
    Number.isInteger(draws) &&
    typeof pricePerLine === 'number' &&
    (label === null || typeof label === 'string') &&
    typeof createdAt === 'string'
  );
}

const listeners = new Set<() => void>();
/** The parsed list, kept while the stored text is unchanged (useSyncExternalStore wants the same object back). */
let cache: { text: string | null; tickets: DeviceTicket[] } = { text: null, tickets: [] };

function storedText(): string | null {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

/** The device's tickets, oldest first. */
export function loadDeviceTickets(): DeviceTicket[] {
  const text = storedText();
  if (text === cache.text) return cache.tickets;
  let tickets: DeviceTicket[] = [];
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    tickets = Array.isArray(parsed) ? parsed.filter(isDeviceTicket) : [];
  } catch {
    // A damaged entry reads as no tickets rather than breaking the page.
  }
  cache = { text, tickets };
  return tickets;
}

/** Writes the list; false when storage is full or disabled (private mode), so the caller can say so. */
function store(tickets: readonly DeviceTicket[]): boolean {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(tickets));
  } catch {
    return false;
  }
  for (const listener of listeners) listener();
  return true;
}

/** Adds the ticket, or replaces the one with its `clientId` (an edit). */
export function saveDeviceTicket(ticket: DeviceTicket): boolean {
  const tickets = loadDeviceTickets();
  const index = tickets.findIndex((kept) => kept.clientId === ticket.clientId);
  return store(index === -1 ? [...tickets, ticket] : tickets.map((kept, i) => (i === index ? ticket : kept)));
}

export function removeDeviceTicket(clientId: string): void {
  store(loadDeviceTickets().filter((ticket) => ticket.clientId !== clientId));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the site changed them (saved one, or moved them to the account).
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

const NONE: DeviceTicket[] = [];

/** The device's tickets, re-rendering when they change here or in another tab; none in the prerendered page. */
export function useDeviceTickets(): DeviceTicket[] {
  return useSyncExternalStore(subscribe, loadDeviceTickets, () => NONE);
}
