import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { RemoteLoadError, type RemoteName } from './remote-load-error.js';

export { RemoteLoadError, type RemoteName } from './remote-load-error.js';

interface RemotesConfig {
  remotes: Array<{ name: string; entry: string }>;
}

function isRemotesConfig(value: unknown): value is RemotesConfig {
  if (typeof value !== 'object' || value === null) return false;
  const remotes = (value as { remotes?: unknown }).remotes;
  return (
    Array.isArray(remotes) &&
    remotes.every((remote) => typeof remote?.name === 'string' && typeof remote?.entry === 'string')
  );
}

async function fetchAndRegisterRemotes(): Promise<void> {
  const response = await fetch('/config/remotes.json', { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`/config/remotes.json answered ${response.status}`);
  const config: unknown = await response.json();
  if (!isRemotesConfig(config)) throw new Error('/config/remotes.json is not { remotes: [{ name, entry }] }');
  // Entries may be relative to the site; the runtime resolves a manifest's `auto` public path
  // from the entry URL, so it must be absolute.
  const remotes = config.remotes.map(({ name, entry }) => ({ name, entry: new URL(entry, window.location.href).href }));
  registerRemotes(remotes, { force: true });
}

let registration: Promise<void> | undefined;

/**
 * Reads /config/remotes.json once and registers its remotes with the Module Federation runtime, so
 * a remote can move to another URL without rebuilding the shell. A failed attempt is forgotten, so
 * the next call (a user's retry) asks again.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= fetchAndRegisterRemotes().catch((error: unknown) => {
    registration = undefined;
    throw error;
  });
  return registration;
}

/** Loads the default export of `<remote>/App`, the component the shell mounts for that remote. */
export async function loadRemoteApp<Props>(remote: RemoteName): Promise<{ default: ComponentType<Props> }> {
  try {
    await ensureRemotesRegistered();
    const module = await loadRemote<{ default?: ComponentType<Props> }>(`${remote}/App`);
    if (!module?.default) throw new Error(`${remote}/App has no default export`);
    return { default: module.default };
  } catch (error) {
    throw new RemoteLoadError(remote, error);
  }
}
