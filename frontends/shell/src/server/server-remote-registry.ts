/**
 * The server build's stand-in for ../remotes/remote-registry.ts (swapped in by the rspack
 * configuration of frontends/site-pages): a server render has no Module Federation runtime and no
 * /config/remotes.json, so the public_site remote is its `./App` module, bundled from source. The
 * admin remote is never prerendered.
 */
import type { ComponentType } from 'react';
import { RemoteLoadError, type RemoteName } from '../remotes/remote-load-error.js';

export { RemoteLoadError, type RemoteName } from '../remotes/remote-load-error.js';

export function ensureRemotesRegistered(): Promise<void> {
  return Promise.resolve();
}

export async function loadRemoteApp<Props>(remote: RemoteName): Promise<{ default: ComponentType<Props> }> {
  if (remote !== 'public_site') throw new RemoteLoadError(remote, new Error('Only the public site is rendered on the server'));
  const module = await import('public_site/App');
  return { default: module.default as ComponentType<Props> };
}
