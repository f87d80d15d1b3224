import { describe, expect, it } from '@jest/globals';
import { pushSupport, type PushEnvironment } from './push-support.js';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

const browser = (over: Partial<PushEnvironment>): PushEnvironment => ({
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  userAgent: CHROME,
  maxTouchPoints: 0,
  standalone: false,
  ...over,
});

describe('pushSupport', () => {
  it('is supported where the browser has a service worker, PushManager and Notification', () => {
    expect(pushSupport(browser({}))).toBe('supported');
    expect(pushSupport(browser({ userAgent: IPHONE, standalone: true }))).toBe('supported');
  });

  it('sends iPhone and iPad Safari outside a Home Screen app there', () => {
    expect(pushSupport(browser({ userAgent: IPHONE, hasPushManager: false, hasNotification: false }))).toBe('homeScreen');
    expect(pushSupport(browser({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5, hasPushManager: false }))).toBe('homeScreen');
  });

  it('is unsupported elsewhere without Web Push, a Mac included', () => {
    expect(pushSupport(browser({ hasPushManager: false }))).toBe('unsupported');
    expect(pushSupport(browser({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0, hasNotification: false }))).toBe('unsupported');
    expect(pushSupport(browser({ userAgent: IPHONE, hasPushManager: false, standalone: true }))).toBe('unsupported');
  });
});
