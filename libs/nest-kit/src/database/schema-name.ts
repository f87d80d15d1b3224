/**
 * A PostgreSQL schema name we are willing to splice into DDL: lower-case letters, digits and
 * underscores, starting with a letter, at most 63 characters (PostgreSQL's identifier limit).
 * Every service owns one such schema; tests use throwaway ones.
 */
export const SCHEMA_NAME_PATTERN = /^[a-z][a-z0-9_]{0,62}$/;

export function assertSchemaName(schema: string): string {
  if (!SCHEMA_NAME_PATTERN.test(schema)) {
    throw new Error(`Invalid database schema name "${schema}": use lower-case letters, digits and _ (max 63, starting with a letter)`);
  }
  return schema;
}
