import { useEffect, useState } from 'react';
import { notificationsApi, usePushSubscriptionChange } from '@pickwise/api-client/notifications';
import { browserPushEnvironment, pushSupport, type PushSupport } from './push-support.js';

/** What the last action left to say: done, or why it did not happen. */
export type PushOutcome = 'turnedOn' | 'turnedOff' | 'denied' | 'dismissed' | 'failed' | 'offFailed';

export interface BrowserPush {
  support: PushSupport;
  /** Whether this browser holds a push subscription (undefined while it is read). */
  subscribed: boolean | undefined;
  /** The permission was refused before: the button cannot ask again, the browser's settings can. */
  blocked: boolean;
  working: boolean;
  outcome: PushOutcome | undefined;
  turnOn: () => void;
  turnOff: () => void;
}

/** The service worker's registration once it is active: the shell registers it on every page (register-service-worker.ts). */
const activeRegistration = () => navigator.serviceWorker.ready;

async function currentSubscription(): Promise<PushSubscription | null> {
  // getRegistration does not wait: no registration yet means no subscription yet.
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * This browser's notifications for the signed-in account: turning them on asks the browser's
 * permission, subscribes with the server's VAPID key (RFC 8292) and registers the subscription
 * with the account; turning them off unsubscribes here first (the push service then refuses the
 * server's messages, so the account drops it even if the DELETE is lost) and tells the account.
 */
export function useBrowserPush(): BrowserPush {
  const change = usePushSubscriptionChange();
  // /alerts is rendered in the browser only (never prerendered): the browser can be asked at once.
  const [support] = useState<PushSupport>(() => pushSupport(browserPushEnvironment()));
  const [subscribed, setSubscribed] = useState<boolean>();
  const [blocked, setBlocked] = useState(() => support === 'supported' && Notification.permission === 'denied');
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<PushOutcome>();

  useEffect(() => {
    if (support !== 'supported') return;
    let current = true;
    currentSubscription()
      .then((subscription) => current && setSubscribed(subscription !== null))
      .catch(() => current && setSubscribed(false));
    return () => {
      current = false;
    };
  }, [support]);

  const run = (action: () => Promise<PushOutcome>) => {
    setWorking(true);
    setOutcome(undefined);
    void action()
      .then(setOutcome)
      .finally(() => setWorking(false));
  };

  const turnOn = () =>
    run(async () => {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setBlocked(permission === 'denied');
        return permission === 'denied' ? 'denied' : 'dismissed';
      }
      let subscription: PushSubscription | undefined;
      try {
        const { publicKey } = await notificationsApi.getVapidPublicKey();
        const registration = await activeRegistration();
        subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
        await change.mutateAsync({ subscription: subscription.toJSON() });
        setSubscribed(true);
        return 'turnedOn';
      } catch {
        // A subscription the account does not know would say "on" here and bring nothing.
        await subscription?.unsubscribe().catch(() => undefined);
        return 'failed';
      }
    });

  const turnOff = () =>
    run(async () => {
      try {
        const subscription = await currentSubscription();
        if (subscription) {
          await subscription.unsubscribe();
          await change.mutateAsync({ endpoint: subscription.endpoint }).catch(() => undefined);
        }
        setSubscribed(false);
        return 'turnedOff';
      } catch {
        return 'offFailed';
      }
    });

  return { support, subscribed, blocked, working, outcome, turnOn, turnOff };
}
