// What the launcher tells the program that started it over IPC (tools/test/e2e-system.ts, the
// scale-out test): every process it (re)starts, and the system's addresses once every part is ready.
export type LauncherReport =
  | { type: 'started'; name: string; pid: number }
  | {
      type: 'ready';
      /** Where visitors go: the gateway, or the balancer in front of several. */
      siteUrl: string;
      /** Each gateway's own origin. */
      gateways: string[];
      /** Every service process (replicas by their names, e.g. generation-2) and its HTTP port. */
      services: { name: string; port: number }[];
      natsUrl: string;
      /** The monitoring endpoint of each node of a NATS cluster the launcher started (none otherwise). */
      natsMonitorUrls: string[];
    };

export function reportToParent(message: LauncherReport): void {
  if (process.connected) process.send?.(message);
}
