import type { EntityManager, QueryResult } from '@mikro-orm/postgresql';
import { ENCRYPTED_COLUMNS, rowContext } from './encrypted-columns.js';
import type { Keyring } from './keyring.js';

/** Rows read at a time: one batch of a large table in memory, not the table. */
const BATCH_ROWS = 500;

export interface ReEncryptedColumn {
  /** `table.column` */
  column: string;
  /** Values that were under another key and are now under the primary key. */
  reEncrypted: number;
  /** Values already under the primary key. */
  unchanged: number;
}

/**
 * Key rotation's second step: every encrypted value of identity's schema not under the keyring's
 * primary key is decrypted with the key it names and encrypted again under the primary key. Rows
 * are read in key order (a row written meanwhile is not met twice) and each is written only if it
 * still holds the value read, so the service can keep running. A value under a key the keyring
 * does not list stops the run (DecryptionError) with the earlier rows already re-encrypted; running
 * it again continues.
 */
export async function reEncryptUnderPrimaryKey(em: EntityManager, schema: string, keyring: Keyring): Promise<ReEncryptedColumn[]> {
  const connection = em.getConnection();
  const outcomes: ReEncryptedColumn[] = [];
  for (const target of ENCRYPTED_COLUMNS) {
    const table = `"${schema}"."${target.table}"`;
    const outcome = { column: `${target.table}.${target.column}`, reEncrypted: 0, unchanged: 0 };
    let after: string | undefined;
    for (;;) {
      const rows = await connection.execute<{ id: string; value: string }[]>(
        `select "${target.idColumn}"::text as "id", "${target.column}" as "value" from ${table}
          where "${target.column}" is not null ${after === undefined ? '' : `and "${target.idColumn}"::text > ?`}
          order by "${target.idColumn}"::text limit ${BATCH_ROWS}`,
        after === undefined ? [] : [after],
      );
      for (const row of rows) {
        const context = rowContext(target, row.id);
        if (!keyring.needsReEncryption(row.value, context)) {
          outcome.unchanged += 1;
          continue;
        }
        const written = await connection.execute<QueryResult>(
          `update ${table} set "${target.column}" = ? where "${target.idColumn}"::text = ? and "${target.column}" = ?`,
          [keyring.encrypt(keyring.decrypt(row.value, context), context), row.id, row.value],
          'run',
        );
        // A row deleted or rewritten meanwhile was written by the service, under its own primary key.
        if (written.affectedRows > 0) outcome.reEncrypted += 1;
      }
      if (rows.length < BATCH_ROWS) break;
      after = rows[rows.length - 1]?.id;
    }
    outcomes.push(outcome);
  }
  return outcomes;
}
