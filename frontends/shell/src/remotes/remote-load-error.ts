/** The remotes the shell mounts, by Module Federation container name. */
export type RemoteName = 'public_site' | 'admin';

/** Thrown when a remote (or the remotes configuration) cannot be loaded; the shell offers a retry. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`Could not load remote "${remote}": ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RemoteLoadError';
  }
}
