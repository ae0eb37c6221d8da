import {
  CONTACT_EVENT_TYPES,
  type ConnectionAccepted,
  type ContactAdded,
  type ContactSource,
  type ContactEvent,
  type LinkedInActionPerformed,
} from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import { sql, type Selectable, type Transaction } from 'kysely';
import { chunks } from '../chunks';
import type { Projection } from '../projection';
import type { ReadModelDatabase } from '../schema';
import { upsertRows } from '../upsert-rows';
import type { HeldRows } from '../held-rows';
import type { ContactTable } from './contacts.table';

type Trx = Transaction<ReadModelDatabase>;
type Handled = ContactEvent | LinkedInActionPerformed | ConnectionAccepted;

type Row = Selectable<ContactTable>;

const keyOf = (userId: string, contactId: string) => `${userId} ${contactId}`;

/** The rows a batch touches, read once (absent: no row yet); a catch-up's held rows are not read again. */
async function loadRows(trx: Trx, keys: ReadonlyMap<string, { user_id: string; contact_id: string }>, held?: HeldRows) {
  const rows = held?.of<Row>('contacts') ?? new Map<string, Row>();
  const missing = [...keys].filter(([key]) => !rows.has(key)).map(([, k]) => k);
  for (const chunk of chunks(missing, CHUNK)) {
    const { rows: found } = await sql<Row>`SELECT c.* FROM contacts c
      JOIN unnest(${chunk.map((k) => k.user_id)}::text[], ${chunk.map((k) => k.contact_id)}::text[]) AS k(user_id, contact_id)
        ON c.user_id = k.user_id AND c.contact_id = k.contact_id`.execute(trx);
    for (const row of found) rows.set(keyOf(row.user_id, row.contact_id), row);
  }
  return rows;
}

/** A contact's first row: no sequence, reply, invitation nor Do-Not-Contact entry yet. */
function newRow(
  userId: string,
  contactId: string,
  member: Pick<ContactAdded['data'], 'profileUrl' | 'providerId' | 'publicId' | 'name'>,
  source: ContactSource,
  at: Date,
): Row {
  return {
    user_id: userId,
    contact_id: contactId,
    profile_url: member.profileUrl,
    provider_id: member.providerId,
    public_id: member.publicId,
    name: member.name,
    source,
    held_by_campaign_id: null,
    held_by_target_id: null,
    held_since: null,
    sequences_ended: 0,
    last_outcome: null,
    replied_at: null,
    replied_chat_id: null,
    last_reply_text: null,
    invited_at: null,
    connected_at: null,
    dnc_code: null,
    dnc_reason: null,
    dnc_since: null,
    created_at: at,
    updated_at: at,
  };
}

/** The member's id and names learnt (an id learnt replaces the one known; a name or public id missing keeps it). */
function identified(
  row: Row,
  member: { providerId: string | null; publicId: string | null; name: string | null },
  at: Date,
): Row {
  return {
    ...row,
    provider_id: member.providerId ?? row.provider_id,
    public_id: member.publicId ?? row.public_id,
    name: member.name ?? row.name,
    updated_at: at,
  };
}

/** A time column's value as an instant, for the reply's "only a newer one" rule. */
const instant = (t: Date | string | null) => (t === null ? null : new Date(t).getTime());

/**
 * One event on the contact's row as it stands (undefined: no row yet). Each case does what its own
 * statement did when events were applied one by one: nothing without a row, and ContactAdded adds
 * only a new one. Times from events stay ISO strings; Postgres reads both.
 */
function evolveRow(row: Row | undefined, e: RecordedEvent<Handled>): Row | undefined {
  // The row type reads times as Dates; written back, an ISO string does as well.
  const at = e.data.occurredAt as unknown as Date;
  switch (e.type) {
    case 'LinkedInActionPerformed':
      return row && { ...row, invited_at: at, updated_at: at };
    case 'ConnectionAccepted':
      return row && { ...row, connected_at: at, updated_at: at };
    case 'ContactAdded': {
      if (row) return row;
      const { contactId, profileUrl, providerId, publicId, name, source } = e.data;
      return newRow(e.metadata.userId, contactId, { profileUrl, providerId, publicId, name }, source, at);
    }
    case 'ContactIdentified':
      return row && identified(row, e.data, at);
    case 'ContactEnrolled': {
      // An enrolment carries the member when it adds the contact or learns its id (older ones follow a ContactAdded).
      const { member } = e.data;
      const base = !member
        ? row
        : row
          ? identified(row, member, at)
          : newRow(e.metadata.userId, e.data.contactId, member, 'campaign', at);
      return (
        base && {
          ...base,
          held_by_campaign_id: e.data.campaignId,
          held_by_target_id: e.data.targetId,
          held_since: at,
          updated_at: at,
        }
      );
    }
    case 'ContactSequenceEnded': {
      if (!row) return row;
      const freed =
        row.held_by_target_id === e.data.targetId
          ? { held_by_campaign_id: null, held_by_target_id: null, held_since: null }
          : {};
      return {
        ...row,
        ...freed,
        sequences_ended: row.sequences_ended + 1,
        last_outcome: e.data.outcome,
        updated_at: at,
      };
    }
    case 'ContactReplied':
      // Only a newer reply replaces the one shown (a sweep may record an older message later).
      if (!row || (row.replied_at !== null && instant(row.replied_at)! > instant(e.data.repliedAt)!)) return row;
      return {
        ...row,
        replied_at: e.data.repliedAt as unknown as Date,
        replied_chat_id: e.data.chatId,
        last_reply_text: e.data.text,
        updated_at: at,
      };
    case 'ContactDoNotContactAdded':
      return row && { ...row, dnc_code: e.data.code, dnc_reason: e.data.reason, dnc_since: at, updated_at: at };
    case 'ContactDoNotContactRemoved':
      return row && { ...row, dnc_code: null, dnc_reason: null, dnc_since: null, updated_at: at };
  }
}

/** Rows per statement: 22 columns each stays well under Postgres's 65,535 parameters. */
const CHUNK = 1000;

/**
 * Contacts: the contact streams folded, plus two facts their leads' streams hold: an invitation sent
 * (pending since) and an acceptance (a lead's contact found through campaign_targets, which has
 * written this batch's rows already). A batch is folded in memory, in event order, onto the rows it
 * touches (read once), and each changed row is written once: a lead's contact is added, enrolled,
 * invited, accepted and freed, often within one batch of a rebuild.
 */
export const contactsProjection: Projection<Handled> = {
  name: 'contacts',
  eventTypes: [...CONTACT_EVENT_TYPES, 'LinkedInActionPerformed', 'ConnectionAccepted'],
  async apply(trx, events, held) {
    // Of the leads' actions, only invitations sent (not the wait for their acceptance) are facts here.
    const relevant = events.filter(
      (e) =>
        e.type !== 'LinkedInActionPerformed' ||
        (e.data.action === 'send-connection' && e.data.phase !== 'await-acceptance'),
    );
    const targetIds = new Set<string>();
    for (const e of relevant)
      if (e.type === 'LinkedInActionPerformed' || e.type === 'ConnectionAccepted') targetIds.add(e.data.targetId);
    const contactOf = new Map<string, { user_id: string; contact_id: string }>();
    for (const chunk of chunks([...targetIds], CHUNK))
      for (const t of await trx
        .selectFrom('campaign_targets')
        .select(['target_id', 'user_id', 'contact_id'])
        .where('target_id', 'in', chunk)
        .execute())
        if (t.contact_id) contactOf.set(t.target_id, { user_id: t.user_id, contact_id: t.contact_id });

    // Each event with the contact it is about (a lead's fact: its target's contact, if it has one).
    const keyed: Array<{ event: RecordedEvent<Handled>; key: string }> = [];
    const keys = new Map<string, { user_id: string; contact_id: string }>();
    for (const event of relevant) {
      const contact =
        event.type === 'LinkedInActionPerformed' || event.type === 'ConnectionAccepted'
          ? contactOf.get(event.data.targetId)
          : { user_id: event.metadata.userId, contact_id: event.data.contactId };
      if (!contact) continue;
      const key = keyOf(contact.user_id, contact.contact_id);
      keys.set(key, contact);
      keyed.push({ event, key });
    }
    if (keyed.length === 0) return;
    const rows = await loadRows(trx, keys, held);
    const changed = new Set<string>();
    for (const { event, key } of keyed) {
      const before = rows.get(key);
      const after = evolveRow(before, event);
      if (after && after !== before) {
        rows.set(key, after);
        changed.add(key);
      }
    }
    const values = [...changed].map((key) => rows.get(key)!);
    for (const chunk of chunks(values, CHUNK))
      await upsertRows(trx, 'contacts', chunk, { key: ['user_id', 'contact_id'] });
  },
};
