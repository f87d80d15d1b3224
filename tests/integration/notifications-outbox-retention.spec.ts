// notifications' retention job against the real outbox: the finished messages (sent, dropped,
// failed) older than RETENTION_DAYS.outboxMessages go, the newer ones and those still to send stay,
// and two replicas firing the job the same minute delete once (one claims the firing).
import { randomUUID } from 'node:crypto';
import { RETENTION_DAYS } from '@pickwise/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { MigratedSchema, ScheduleTicks } from '@pickwise/nest-kit';
import { NotificationsDatabase } from '../../services/notifications/src/database/notifications-database.js';
import { OutboxRetention } from '../../services/notifications/src/outbox/outbox-retention.js';
import { waitForNats } from '../support/infrastructure.js';
import { startTestNotifications, type TestService } from '../support/services.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD = RETENTION_DAYS.outboxMessages;

let notifications: TestService;
let database: NotificationsDatabase;
let replicas: [OutboxRetention, OutboxRetention];

beforeAll(async () => {
  await waitForNats();
  notifications = await startTestNotifications();
  const app = notifications.service.app;
  database = app.get(NotificationsDatabase);
  // A second replica of the job on the same schema: its own database access and claims.
  const second = new OutboxRetention(new NotificationsDatabase(app.get(EntityManager).fork()), new ScheduleTicks(app.get(EntityManager).fork(), app.get(MigratedSchema)));
  replicas = [app.get(OutboxRetention), second];
});

afterAll(async () => {
  await notifications?.stop();
});

// A year ahead, so the service's own catch-up pass (with the real clock) finds none of these messages past the period.
const now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 365 * DAY_MS);

async function message(userId: string, status: string, ageDays: number): Promise<void> {
  const createdAt = new Date(now.getTime() - ageDays * DAY_MS);
  // Due no earlier than it was made, in the real clock's future: the sender leaves the pending ones alone.
  await (await database.pool()).query(
    `insert into ${database.tables.outbox} (dedupe_key, user_id, channel, kind, game, occasion, status, created_at, next_attempt_at)
     values ($1, $2, 'email', 'results', 'powerball', '2026-01-01', $3, $4, $4)`,
    [`retention-test:${randomUUID()}`, userId, status, createdAt],
  );
}

const kept = async () =>
  (await (await database.pool()).query<{ user_id: string; status: string }>(`select user_id, status from ${database.tables.outbox} order by user_id, status`)).rows;

it('deletes the finished messages past the period, once for two replicas firing together, and keeps the rest', async () => {
  const [ana, ben] = [randomUUID(), randomUUID()].sort() as [string, string];
  await message(ana, 'sent', PERIOD + 1);
  await message(ana, 'dropped', PERIOD + 15);
  await message(ana, 'failed', PERIOD + 1);
  await message(ana, 'sent', PERIOD - 1);
  // Not finished: kept however old.
  await message(ana, 'pending', PERIOD + 10);
  await message(ben, 'sent', PERIOD - 1);

  const results = await Promise.all(replicas.map((replica) => replica.runFiring(now, now)));

  expect(results.filter((result) => result !== null)).toEqual([{ outboxMessages: 3 }]);
  expect(await kept()).toEqual([
    { user_id: ana, status: 'pending' },
    { user_id: ana, status: 'sent' },
    { user_id: ben, status: 'sent' },
  ]);
});

it('runs the next firing on whichever replica claims it, with nothing left to delete', async () => {
  const nextDay = new Date(now.getTime() + DAY_MS);
  expect(await replicas[1].runFiring(nextDay, now)).toEqual({ outboxMessages: 0 });
  expect(await replicas[0].runFiring(nextDay, now)).toBeNull();
  expect(await kept()).toHaveLength(3);
});
