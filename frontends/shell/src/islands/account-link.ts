import { AUTH_STORAGE_KEY } from '@pickwise/api-client/auth-storage';
import { fillText, type IslandTexts } from './island-page.js';

/** The e-mail of the session the auth client stored in this browser, if any. */
export function storedSessionEmail(storage: Pick<Storage, 'getItem'>): string | undefined {
  try {
    const stored = JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null') as { user?: { email?: unknown } } | null;
    return typeof stored?.user?.email === 'string' ? stored.user.email : undefined;
  } catch {
    // Blocked storage, or something else stored under the key: no session to show.
    return undefined;
  }
}

/**
 * The nav's account link (AccountLink.tsx renders 'Sign In'): 'Account', named with the e-mail, when
 * this browser holds a session, as the application shows it.
 */
export function enhanceAccountLink(doc: Document, texts: IslandTexts, storage: Pick<Storage, 'getItem'>): void {
  const email = storedSessionEmail(storage);
  const link = doc.querySelector<HTMLAnchorElement>('.shell-account-link');
  if (!email || !link) return;
  const label = link.querySelector('.shell-account-link__label');
  if (label) label.textContent = texts.account;
  link.setAttribute('aria-label', fillText(texts.accountOf, { email }));
}
