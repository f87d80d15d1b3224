import { RECENT_AUTHENTICATION_SECONDS } from '@pickwise/contracts';
import { isRecentlyAuthenticated, recentUntil } from './recent-authentication.js';

const at = (seconds: number) => new Date(seconds * 1000);
const SIGNED_IN = 1_800_000_000;

describe('recent authentication', () => {
  it('runs from the newest proof of the session, whatever the order of its amr', () => {
    const amr = [
      { method: 'password', timestamp: SIGNED_IN },
      { method: 'totp', timestamp: SIGNED_IN + 300 },
    ];
    expect(recentUntil(amr)).toEqual(at(SIGNED_IN + 300 + RECENT_AUTHENTICATION_SECONDS));
    expect(recentUntil([...amr].reverse())).toEqual(at(SIGNED_IN + 300 + RECENT_AUTHENTICATION_SECONDS));
  });

  it('holds up to RECENT_AUTHENTICATION_SECONDS after it and not a second longer', () => {
    const amr = [{ method: 'password', timestamp: SIGNED_IN }];
    expect(isRecentlyAuthenticated(amr, at(SIGNED_IN))).toBe(true);
    expect(isRecentlyAuthenticated(amr, at(SIGNED_IN + RECENT_AUTHENTICATION_SECONDS))).toBe(true);
    expect(isRecentlyAuthenticated(amr, at(SIGNED_IN + RECENT_AUTHENTICATION_SECONDS + 1))).toBe(false);
  });

  it('never holds for a session that recorded no proof', () => {
    expect(recentUntil([])).toBeNull();
    expect(isRecentlyAuthenticated([], at(SIGNED_IN))).toBe(false);
  });
});
