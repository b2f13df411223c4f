-- A form call sent again with the same Idempotency-Key header (a retry after a lost answer) gets
-- the first answer and stores nothing more: one row per route and key, written in the same
-- transaction as the submission it answers. Kept a day.
create table if not exists idempotency_keys (
  route text not null,
  key_hash text not null,
  answer jsonb not null,
  created_at timestamptz not null default now(),
  primary key (route, key_hash)
);
create index if not exists idempotency_keys_created_at on idempotency_keys (created_at);
