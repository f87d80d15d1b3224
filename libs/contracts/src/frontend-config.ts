import { z } from 'zod';

/** The remote names the shell registers; each remote exposes `./App`. */
export const REMOTE_NAMES = ['public_site', 'admin'] as const;

/** Where the shell finds its remotes (GET /config/remotes.json), from the gateway's environment. */
export const remotesConfigSchema = z.object({
  remotes: z.array(z.object({ name: z.enum(REMOTE_NAMES), entry: z.string() })),
  /** Where the admin panel's 'View Full Logs' opens: its own paged view, or an external log console. */
  adminFullLogsUrl: z.string(),
});
export type RemotesConfig = z.infer<typeof remotesConfigSchema>;
