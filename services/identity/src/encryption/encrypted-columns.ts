/**
 * The columns of identity's schema that hold secrets, encrypted with the Keyring. Each value is
 * bound to its table, column and row (the `context` of Keyring.encrypt), so the service, the
 * migration that encrypted the old rows and the rotation all name the same context.
 */
export interface EncryptedColumn {
  table: string;
  /** The column that identifies a row (its primary key). */
  idColumn: string;
  column: string;
}

/** factors.encrypted_secret: a TOTP factor's shared secret (base32). */
export const FACTOR_SECRET = { table: 'factors', idColumn: 'id', column: 'encrypted_secret' } as const satisfies EncryptedColumn;
/** signing_keys.encrypted_private_key: the ES256 private key (PKCS#8 PEM) access tokens are signed with. */
export const SIGNING_PRIVATE_KEY = { table: 'signing_keys', idColumn: 'kid', column: 'encrypted_private_key' } as const satisfies EncryptedColumn;

export const ENCRYPTED_COLUMNS: readonly EncryptedColumn[] = [FACTOR_SECRET, SIGNING_PRIVATE_KEY];

/** The associated data of one stored value: where it lives. */
export const rowContext = (column: EncryptedColumn, rowId: string) => `${column.table}.${column.column}:${rowId}`;
