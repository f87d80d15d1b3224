import { DEFAULT_PUSH_SERVICE_ORIGINS, notificationsEnvSchema } from '../config.js';
import { isAllowedPushEndpoint } from './push-service-origins.js';

const origins = (value: string) => notificationsEnvSchema.shape.PUSH_SERVICE_ORIGINS.parse(value);
const defaults = origins(DEFAULT_PUSH_SERVICE_ORIGINS);

describe('isAllowedPushEndpoint', () => {
  it('accepts the endpoints of the push services browsers use', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/cXq1:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABh',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
      'https://web.push.apple.com/QGuQyavXu',
      'https://api.push.apple.com/3/device/abc',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, defaults)).toBe(true);
    }
  });

  it('refuses other hosts, look-alike hosts, other schemes and ports, and credentials', () => {
    for (const endpoint of [
      'http://127.0.0.1:4222/',
      'https://169.254.169.254/latest/meta-data',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.attacker.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://push.services.mozilla.com/wpush/v2/x',
      'https://notpush.services.mozilla.com/x',
      'https://user:pass@fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, defaults)).toBe(false);
    }
  });

  it('reads origins with ports, upper case and trailing slashes as the same origin', () => {
    const local = origins(' HTTP://127.0.0.1:4799/ , https://push.example.com:443');
    expect(isAllowedPushEndpoint('http://127.0.0.1:4799/push/1', local)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4800/push/1', local)).toBe(false);
    expect(isAllowedPushEndpoint('https://push.example.com/x', local)).toBe(true);
    expect(isAllowedPushEndpoint('https://push.example.com:443/x', local)).toBe(true);
  });

  it('is refused by the configuration when an origin has a path or no scheme', () => {
    expect(() => origins('https://fcm.googleapis.com/fcm')).toThrow();
    expect(() => origins('fcm.googleapis.com')).toThrow();
    expect(() => origins(' , ')).toThrow();
  });
});
