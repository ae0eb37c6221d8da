import type { SandboxDatabase } from './sandbox-database';

/** The sandbox's tables. Idempotent: every statement can run again on an existing schema. */
function statements(schema: string): string[] {
  return [
    `CREATE SCHEMA IF NOT EXISTS ${schema}`,
    `CREATE TABLE IF NOT EXISTS meta (key text PRIMARY KEY, value jsonb NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS profiles (
       idx int PRIMARY KEY, provider_id text NOT NULL UNIQUE, public_id text NOT NULL UNIQUE, data jsonb NOT NULL)`,
    `CREATE SEQUENCE IF NOT EXISTS account_seq`,
    `CREATE SEQUENCE IF NOT EXISTS object_seq`,
    `CREATE TABLE IF NOT EXISTS accounts (
       id text PRIMARY KEY, seq bigint NOT NULL, link_name text, owner jsonb NOT NULL, status text NOT NULL,
       restricted_until timestamptz, refused_invites int NOT NULL DEFAULT 0,
       created_at timestamptz NOT NULL, deleted_at timestamptz)`,
    `CREATE TABLE IF NOT EXISTS hosted_links (
       token text PRIMARY KEY, type text NOT NULL, reconnect_account text, name text,
       success_redirect_url text, failure_redirect_url text, notify_url text,
       expires_at timestamptz NOT NULL, created_at timestamptz NOT NULL DEFAULT now(),
       completed_account text, completed_at timestamptz)`,
    `CREATE TABLE IF NOT EXISTS invitations (
       id text PRIMARY KEY, account_id text NOT NULL, provider_id text NOT NULL, message text,
       status text NOT NULL, sent_at timestamptz NOT NULL, resolved_at timestamptz)`,
    `CREATE INDEX IF NOT EXISTS invitations_by_account ON invitations (account_id, sent_at DESC)`,
    `CREATE INDEX IF NOT EXISTS invitations_by_target ON invitations (account_id, provider_id)`,
    `CREATE TABLE IF NOT EXISTS relations (
       account_id text NOT NULL, provider_id text NOT NULL, created_at timestamptz NOT NULL,
       PRIMARY KEY (account_id, provider_id))`,
    `CREATE TABLE IF NOT EXISTS chats (
       id text PRIMARY KEY, account_id text NOT NULL, provider_id text NOT NULL, content_type text,
       created_at timestamptz NOT NULL, last_message_at timestamptz NOT NULL,
       unread_count int NOT NULL DEFAULT 0, outbound_count int NOT NULL DEFAULT 0,
       UNIQUE (account_id, provider_id))`,
    `CREATE TABLE IF NOT EXISTS messages (
       id text PRIMARY KEY, seq bigint NOT NULL, chat_id text NOT NULL, account_id text NOT NULL,
       sender_provider_id text NOT NULL, is_sender boolean NOT NULL, text text, message_type text NOT NULL,
       sent_at timestamptz NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS messages_by_chat ON messages (chat_id, sent_at DESC, seq DESC)`,
    `CREATE TABLE IF NOT EXISTS happenings (
       id bigserial PRIMARY KEY, kind text NOT NULL, account_id text NOT NULL, due_at timestamptz NOT NULL,
       payload jsonb NOT NULL, done_at timestamptz, error text)`,
    `CREATE INDEX IF NOT EXISTS happenings_due ON happenings (due_at) WHERE done_at IS NULL`,
    // Added after the first version: databases seeded before it gain the column.
    `ALTER TABLE happenings ADD COLUMN IF NOT EXISTS error text`,
    `CREATE TABLE IF NOT EXISTS actions (
       id bigserial PRIMARY KEY, account_id text NOT NULL, kind text NOT NULL, provider_id text,
       profile_url text, text text, at timestamptz NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS actions_by_account ON actions (account_id, id)`,
    `CREATE TABLE IF NOT EXISTS webhooks (
       id text PRIMARY KEY, source text NOT NULL, request_url text NOT NULL, name text, format text NOT NULL,
       account_ids jsonb, headers jsonb NOT NULL, events jsonb, created_at timestamptz NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS deliveries (
       id bigserial PRIMARY KEY, kind text NOT NULL, webhook_id text, url text NOT NULL, headers jsonb NOT NULL,
       payload jsonb NOT NULL, status text NOT NULL, attempts int NOT NULL DEFAULT 0,
       next_attempt_at timestamptz NOT NULL, last_error text, created_at timestamptz NOT NULL DEFAULT now(),
       delivered_at timestamptz)`,
    `CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (next_attempt_at) WHERE status = 'pending'`,
    `CREATE TABLE IF NOT EXISTS usage_counters (
       account_id text NOT NULL, day int NOT NULL, kind text NOT NULL, count int NOT NULL,
       PRIMARY KEY (account_id, day, kind))`,
    `CREATE TABLE IF NOT EXISTS endorsements (
       account_id text NOT NULL, endorsement_id text NOT NULL, provider_id text NOT NULL, at timestamptz NOT NULL,
       PRIMARY KEY (account_id, endorsement_id))`,
    `CREATE TABLE IF NOT EXISTS follows (
       account_id text NOT NULL, provider_id text NOT NULL, at timestamptz NOT NULL, PRIMARY KEY (account_id, provider_id))`,
    `CREATE TABLE IF NOT EXISTS reactions (
       account_id text NOT NULL, post_id text NOT NULL, reaction_type text NOT NULL, at timestamptz NOT NULL,
       PRIMARY KEY (account_id, post_id))`,
    `CREATE TABLE IF NOT EXISTS settings (key text PRIMARY KEY, value jsonb NOT NULL)`,
  ];
}

export async function migrateSandbox(db: SandboxDatabase): Promise<void> {
  for (const sql of statements(db.schema)) await db.query(sql);
}
