import { defineEntity, p } from '@mikro-orm/core';

// The notifications schema's tables (src/migrations). The service reads and writes them with SQL over
// pg (set-based enqueues, claims with SKIP LOCKED); the entities give MikroORM their names.

export const PushSubscriptionTable = defineEntity({
  name: 'PushSubscription',
  tableName: 'push_subscriptions',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().fieldName('user_id'),
    endpoint: p.text().unique(),
    p256dh: p.text(),
    auth: p.text(),
    userAgent: p.text().nullable().fieldName('user_agent'),
    createdAt: p.datetime().fieldName('created_at'),
  },
});

export const NotificationRuleTable = defineEntity({
  name: 'NotificationRule',
  tableName: 'notification_rules',
  properties: {
    userId: p.uuid().primary().fieldName('user_id'),
    kind: p.text().primary(),
    game: p.text().primary(),
    push: p.boolean(),
    email: p.boolean(),
    threshold: p.decimal('number').nullable(),
    aboveThreshold: p.boolean().fieldName('above_threshold'),
    updatedAt: p.datetime().fieldName('updated_at'),
  },
});

export const CalendarTokenTable = defineEntity({
  name: 'CalendarToken',
  tableName: 'calendar_tokens',
  properties: {
    userId: p.uuid().primary().fieldName('user_id'),
    tokenHash: p.blob().columnType('bytea').unique().fieldName('token_hash'),
    createdAt: p.datetime().fieldName('created_at'),
  },
});

export const OutboxTable = defineEntity({
  name: 'Outbox',
  tableName: 'outbox',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    dedupeKey: p.text().unique().fieldName('dedupe_key'),
    userId: p.uuid().fieldName('user_id'),
    channel: p.text(),
    kind: p.text(),
    game: p.text(),
    occasion: p.text(),
    subscriptionId: p.uuid().nullable().fieldName('subscription_id'),
    facts: p.json<Record<string, unknown>>(),
    status: p.text(),
    attempts: p.integer(),
    nextAttemptAt: p.datetime().fieldName('next_attempt_at'),
    leaseUntil: p.datetime().nullable().fieldName('lease_until'),
    sentAt: p.datetime().nullable().fieldName('sent_at'),
    lastError: p.text().nullable().fieldName('last_error'),
    createdAt: p.datetime().fieldName('created_at'),
  },
});

export const NOTIFICATIONS_ENTITIES = [PushSubscriptionTable, NotificationRuleTable, CalendarTokenTable, OutboxTable];
