// docs/operations.md's retention table is built here from libs/contracts RETENTION_DAYS and the
// retention jobs' schedules: a period or a schedule changed in code and not on the page (or the
// other way round) fails, and so does a kind of record with no row.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RETENTION_DAYS, type RetentionKind } from '@pickwise/contracts';
import { SCHEDULE_JOB_NAME_MAX, type RetentionSchedule } from '@pickwise/nest-kit';
import { GENERATION_LOG_RETENTION } from '../../services/generation/src/logs/retention-schedule.ts';
import { IDENTITY_RETENTION } from '../../services/identity/src/accounts/retention-schedule.ts';
import { INGEST_LOG_RETENTION } from '../../services/ingestion/src/ingest-log/retention-schedule.ts';
import { OUTBOX_RETENTION } from '../../services/notifications/src/outbox/retention-schedule.ts';
import { workspaceRoot } from '../start/workspace.ts';

/** Each kind of record's row: what the table cell calls it, what its period counts from, its job. */
const ROWS: Record<RetentionKind, { table: string; kept: (days: number) => string; schedule: RetentionSchedule }> = {
  signInAddresses: { table: 'identity `sign_in_addresses`', kept: (days) => `${days} days after the address last signed in`, schedule: IDENTITY_RETENTION },
  idleSessions: { table: 'identity `sessions` and their `refresh_tokens`', kept: (days) => `${days} days after the session was last refreshed (or began)`, schedule: IDENTITY_RETENTION },
  revokedRefreshTokens: { table: 'identity `refresh_tokens`, revoked', kept: (days) => `${days} days after the revocation`, schedule: IDENTITY_RETENTION },
  contactMessages: { table: 'identity `contact_messages`', kept: (days) => `${days} days after it was received`, schedule: IDENTITY_RETENTION },
  generationLogs: { table: 'generation `generation_logs`', kept: (days) => `${days} days (\`GENERATION_LOG_RETENTION_DAYS\`)`, schedule: GENERATION_LOG_RETENTION },
  ingestionLogs: { table: 'ingestion `ingest_logs`', kept: (days) => `${days} days after the run started (a \`running\` row never)`, schedule: INGEST_LOG_RETENTION },
  outboxMessages: { table: 'notifications `outbox`', kept: (days) => `${days} days after it was enqueued, once sent, dropped or failed`, schedule: OUTBOX_RETENTION },
};

const time = (value: number) => String(value).padStart(2, '0');
const scheduleText = ({ firing }: RetentionSchedule) => `daily ${time(firing.hour)}:${time(firing.minute)} UTC`;

const HEADER = ['| table | kept | job | schedule |', '|---|---|---|---|'];
const expectedTable = () => [
  ...HEADER,
  ...Object.entries(ROWS).map(([kind, row]) => `| ${row.table} | ${row.kept(RETENTION_DAYS[kind as RetentionKind])} | \`${row.schedule.job}\` | ${scheduleText(row.schedule)} |`),
];

/** The table under "## Retention": from its header to the first line that is not a row. */
function documentedTable(): string[] {
  const page = readFileSync(path.join(workspaceRoot, 'docs/operations.md'), 'utf8');
  const section = page.split(/^## /m).find((part) => part.startsWith('Retention\n'));
  if (!section) throw new Error('docs/operations.md has no "## Retention" section');
  const lines = section.split('\n');
  const start = lines.indexOf(HEADER[0] as string);
  if (start < 0) throw new Error(`docs/operations.md's Retention section has no table headed ${HEADER[0]}`);
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines.slice(start, end < 0 ? undefined : end);
}

it('documents every retention period and its job as the code has them', () => {
  expect(Object.keys(ROWS).sort()).toEqual(Object.keys(RETENTION_DAYS).sort());
  expect(documentedTable()).toEqual(expectedTable());
});

it('gives every job a claim name that fits schedule_ticks, one per service', () => {
  const jobs = [IDENTITY_RETENTION, GENERATION_LOG_RETENTION, INGEST_LOG_RETENTION, OUTBOX_RETENTION].map(({ job }) => job);
  expect(new Set(jobs).size).toBe(jobs.length);
  for (const job of jobs) expect(job.length).toBeLessThanOrEqual(SCHEDULE_JOB_NAME_MAX);
});
