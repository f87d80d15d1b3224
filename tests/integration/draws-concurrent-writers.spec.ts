// Two draws replicas writing the same draws at once (both seeding a new database, or a batch
// redelivered to one while the other still writes it) wait for each other instead of deadlocking:
// each writes in the table's key order. Both writes complete and every draw is stored once.
import { EntityManager } from '@mikro-orm/postgresql';
import { SUBJECTS } from '@pickwise/contracts';
import { DrawsRepository } from '../../services/draws/src/draws/draws.repository.js';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { startTestDraws, type TestService } from '../support/services.js';

let draws: TestService;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.drawsList]);
  draws = await startTestDraws();
});

afterAll(async () => {
  await draws?.stop();
});

/** Powerball-shaped draws on consecutive days far in the future, so no seeded row shares their keys. */
function futureDraws(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2100, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
    const first = (index % 60) + 1;
    return { drawDate: day, main: [first, first + 1, first + 2, first + 3, first + 4], special: [(index % 26) + 1], bonus: [], jackpot: null, source: 'concurrency-test' };
  });
}

it('completes two overlapping writes given in opposite orders, each draw stored once', async () => {
  const app = draws.service.app;
  // Two writers with connections of their own, as two replicas have.
  const writers = [new DrawsRepository(app.get(EntityManager).fork()), new DrawsRepository(app.get(EntityManager).fork())] as const;
  const rows = futureDraws(600);
  for (let round = 0; round < 3; round++) {
    const changed = rows.map((draw) => ({ ...draw, special: [((draw.special[0] as number) + round) % 26 + 1] }));
    const [first, second] = await Promise.all([writers[0].upsert('powerball', changed), writers[1].upsert('powerball', [...changed].reverse())]);
    // One of them wrote each row; the other found it already as it wanted it.
    expect(first.inserted + first.updated + second.inserted + second.updated).toBe(rows.length);
  }
  const [stored] = await draws.em.getConnection().execute<{ count: string }[]>(
    `select count(*) from "${draws.schema}"."draws" where game = 'powerball' and source = 'concurrency-test'`,
  );
  expect(Number(stored?.count)).toBe(rows.length);
});
