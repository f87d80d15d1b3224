import { randomBytes } from 'node:crypto';
import webPush from 'web-push';

/** The notifications service's VAPID key pair in the tests: made for this test process, as the launcher makes one for a machine. */
export const TEST_VAPID_KEYS = webPush.generateVAPIDKeys();
/** UNSUBSCRIBE_SECRET in the tests: mails' links made by the service and checked by a test agree on it. */
export const TEST_UNSUBSCRIBE_SECRET = randomBytes(32).toString('base64url');
