import { unsubscribeToken, unsubscribeTokenUser } from './unsubscribe-token.js';
import { unsubscribeTokenSchema } from '@pickwise/contracts';

const secret = 'a-test-secret-of-at-least-32-characters';
const userId = '0b6f3c2e-5d4a-4f8e-9a1b-7c2d3e4f5a6b';

describe('unsubscribe tokens', () => {
  it('are 43 base64url characters that the contract accepts and that name their user', () => {
    const token = unsubscribeToken(secret, userId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unsubscribeTokenSchema.safeParse(token).success).toBe(true);
    expect(unsubscribeTokenUser(secret, token)).toBe(userId);
  });

  it('are the same for a user whatever the case of the id, and differ between users', () => {
    expect(unsubscribeToken(secret, userId.toUpperCase())).toBe(unsubscribeToken(secret, userId));
    expect(unsubscribeToken(secret, 'ffffffff-5d4a-4f8e-9a1b-7c2d3e4f5a6b')).not.toBe(unsubscribeToken(secret, userId));
  });

  it('are refused when made with another secret, altered, or malformed', () => {
    const token = unsubscribeToken(secret, userId);
    expect(unsubscribeTokenUser('another-secret-of-at-least-32-characters', token)).toBeNull();
    // Another user's id with this user's MAC: the id is covered by the MAC.
    const otherId = Buffer.from(token, 'base64url');
    otherId[0] = (otherId[0] ?? 0) ^ 1;
    expect(unsubscribeTokenUser(secret, otherId.toString('base64url'))).toBeNull();
    // The last character's two low bits encode nothing: a token spelled with them set is not the token.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = token.slice(0, -1) + alphabet[alphabet.indexOf(token.at(-1) ?? 'A') ^ 1];
    expect(Buffer.from(respelled, 'base64url').equals(Buffer.from(token, 'base64url'))).toBe(true);
    expect(unsubscribeTokenUser(secret, respelled)).toBeNull();
    expect(unsubscribeTokenUser(secret, token.slice(1))).toBeNull();
    expect(unsubscribeTokenUser(secret, `${token.slice(1)}=`)).toBeNull();
  });

  it('are made only for uuids', () => {
    expect(() => unsubscribeToken(secret, 'not-a-uuid')).toThrow('expected a uuid');
  });
});
