import { describe, expect, it } from '@jest/globals';
import { pushMessageOf } from './push-message.js';

describe('pushMessageOf', () => {
  const message = { title: 'Powerball results are in', body: 'See how your tickets did.', url: '/tickets', tag: 'results:powerball:2026-11-25' };

  it('reads the notifications service’s message', () => {
    expect(pushMessageOf(message)).toEqual(message);
    expect(pushMessageOf({ ...message, url: '/es/tickets', extra: 1 })).toEqual({ ...message, url: '/es/tickets' });
  });

  it('refuses a message that would open another site or lacks a field', () => {
    for (const url of ['https://evil.example/', '//evil.example/tickets', 'javascript:alert(1)', '']) expect(pushMessageOf({ ...message, url })).toBeUndefined();
    expect(pushMessageOf({ ...message, title: '' })).toBeUndefined();
    expect(pushMessageOf({ ...message, tag: 7 })).toBeUndefined();
    expect(pushMessageOf(null)).toBeUndefined();
    expect(pushMessageOf('Powerball results are in')).toBeUndefined();
  });
});
