import type { EntityManager, EntityName } from '@mikro-orm/core';

/** An entity's table, schema-qualified and quoted, for raw SQL run through `em.getConnection()`. */
export function qualifiedTableName(em: EntityManager, entity: EntityName): string {
  const meta = em.getMetadata().get(entity);
  const schema = meta.schema ?? em.config.get('schema');
  return schema ? `"${schema}"."${meta.tableName}"` : `"${meta.tableName}"`;
}
