import { useDeviceTickets } from './device-tickets.js';
import { useDeviceTicketMove } from './use-device-ticket-move.js';

/**
 * Moves a visitor's device tickets to the account as soon as they are signed in, on whatever page
 * they signed in (use-device-ticket-move.ts: each once, by its clientId). Rendered by the public
 * site's App for a signed-in player; shows nothing (My tickets lists what was refused, and why).
 */
export default function DeviceTicketsMove() {
  useDeviceTicketMove(true, useDeviceTickets());
  return null;
}
