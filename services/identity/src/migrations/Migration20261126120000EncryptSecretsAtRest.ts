import type { Constructor } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import { FACTOR_SECRET, SIGNING_PRIVATE_KEY, rowContext, type EncryptedColumn } from '../encryption/encrypted-columns.js';
import { ENVELOPE_SQL_PATTERN, type Keyring } from '../encryption/keyring.js';

/** A secret column before this migration: its plaintext name, and whether a value was required. */
interface PlaintextColumn {
  name: string;
  required: boolean;
}

/**
 * Encrypts the TOTP secrets and the signing keys' private keys in place (issue 25): each plaintext
 * column is replaced by an encrypted one holding the same values under the keyring's primary key,
 * and a CHECK constraint keeps anything but an encrypted value out of it. It needs the keys, so the
 * migration list is built from the configured keyring (`identityMigrations`).
 *
 * Statements run through `execute` as they are written, in the migration's transaction, with the
 * schema named: the rows must be read and written between the column changes, before the runner's
 * queued statements (and its `search_path`) would run.
 */
export const encryptSecretsAtRest = (keyring: Keyring): Constructor<Migration> =>
  class Migration20261126120000EncryptSecretsAtRest extends Migration {
    override async up(): Promise<void> {
      await this.encrypt(FACTOR_SECRET, { name: 'secret', required: false });
      await this.encrypt(SIGNING_PRIVATE_KEY, { name: 'private_key', required: true });
    }

    override async down(): Promise<void> {
      await this.decrypt(FACTOR_SECRET, { name: 'secret', required: false });
      await this.decrypt(SIGNING_PRIVATE_KEY, { name: 'private_key', required: true });
    }

    private async encrypt(target: EncryptedColumn, plaintext: PlaintextColumn): Promise<void> {
      const table = this.qualified(target.table);
      await this.execute(`alter table ${table} add column "${target.column}" text null`);
      await this.copyColumn(target, plaintext.name, target.column, (value, id) => keyring.encrypt(value, rowContext(target, id)));
      await this.execute(`alter table ${table} drop column "${plaintext.name}"`);
      if (plaintext.required) await this.execute(`alter table ${table} alter column "${target.column}" set not null`);
      await this.execute(`alter table ${table} add constraint "${target.table}_${target.column}_encrypted" check ("${target.column}" ~ '${ENVELOPE_SQL_PATTERN}')`);
      // Dropping a column and updating rows leave the plaintext in the table's files (the dropped
      // column's bytes, the rows' earlier versions) until a rewrite. Changing the column's type
      // with an expression makes PostgreSQL rewrite the table now, inside this transaction: the
      // new files hold only the live rows, with the dropped column nulled; the old files are
      // removed when it commits. (WAL and backups taken before keep what they held: see
      // docs/operations.md, "Secrets at rest".)
      await this.execute(`alter table ${table} alter column "${target.column}" type text using "${target.column}" || ''`);
    }

    private async decrypt(target: EncryptedColumn, plaintext: PlaintextColumn): Promise<void> {
      const table = this.qualified(target.table);
      await this.execute(`alter table ${table} add column "${plaintext.name}" text null`);
      await this.copyColumn(target, target.column, plaintext.name, (value, id) => keyring.decrypt(value, rowContext(target, id)));
      await this.execute(`alter table ${table} drop column "${target.column}"`);
      if (plaintext.required) await this.execute(`alter table ${table} alter column "${plaintext.name}" set not null`);
    }

    /** Writes `convert(value)` of every row's `from` column into its `to` column. */
    private async copyColumn(target: EncryptedColumn, from: string, to: string, convert: (value: string, rowId: string) => string): Promise<void> {
      const table = this.qualified(target.table);
      const rows = await this.execute(`select "${target.idColumn}"::text as "id", "${from}" as "value" from ${table} where "${from}" is not null`);
      for (const row of rows as { id: string; value: string }[]) {
        await this.execute(`update ${table} set "${to}" = ? where "${target.idColumn}"::text = ?`, [convert(row.value, row.id), row.id]);
      }
    }

    private qualified(table: string): string {
      return `"${this.config.get('schema')}"."${table}"`;
    }
  };
