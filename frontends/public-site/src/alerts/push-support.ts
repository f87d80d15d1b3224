/**
 * Whether this browser can take Web Push: it needs a service worker, PushManager and Notification.
 * Safari on iPhone and iPad has them only for a site added to the Home Screen and opened from there,
 * which the player can do: that case gets its own answer.
 */
export type PushSupport = 'supported' | 'homeScreen' | 'unsupported';

export interface PushEnvironment {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  userAgent: string;
  maxTouchPoints: number;
  /** Opened as an installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
}

export function pushSupport(environment: PushEnvironment): PushSupport {
  if (environment.hasServiceWorker && environment.hasPushManager && environment.hasNotification) return 'supported';
  // iPadOS reports itself as a Mac; only its touch screen tells it apart.
  const appleMobile = /iPhone|iPad|iPod/.test(environment.userAgent) || (/Macintosh/.test(environment.userAgent) && environment.maxTouchPoints > 1);
  return appleMobile && !environment.standalone ? 'homeScreen' : 'unsupported';
}

/** The environment of this page's browser. */
export function browserPushEnvironment(): PushEnvironment {
  return {
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone: window.matchMedia('(display-mode: standalone)').matches || ('standalone' in navigator && navigator.standalone === true),
  };
}
