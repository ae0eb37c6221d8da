import { loadConfig } from '@outflow/config';
import { openEventStore } from '@outflow/wiring';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { campaignHistory } from './support/campaign-history';

async function main() {
  const admin = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS replay_scratch WITH (FORCE)');
  await admin.query('CREATE DATABASE replay_scratch');
  await admin.end();
  const url = 'postgres://postgres@127.0.0.1:5432/replay_scratch';
  const store = await openEventStore(loadConfig({ DATABASE_URL: url, DATA_DIR: '/tmp/replay-scratch' }), url);
  const h = campaignHistory({ campaignId: 'c-bench', ownerId: 'u-bench', accountId: 'bench-account', leads: 5000, deferrals: 3, start: new Date('2026-11-01T09:00:00Z') });
  const md = { userId: 'u-bench', actor: 'runner' as const, correlationId: randomUUID() };
  await store.appendToStream(h.created.streamId, h.created.events.map((e) => ({ type: e.type, data: e.data, metadata: md })), { expectedVersion: 'no_stream' });
  let next = 0;
  await Promise.all(Array.from({ length: 16 }, async () => {
    for (let i = next++; i < h.perLead.length; i = next++) for (const a of h.perLead[i]) await store.appendToStream(a.streamId, a.events.map((e) => ({ type: e.type, data: e.data, metadata: md })), { expectedVersion: 'any' });
  }));
  console.log('events', h.eventCount);
  await store.close();
}
main();
