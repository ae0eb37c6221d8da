import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';

export interface WorkStreamSettings {
  readonly name: string;
  readonly subjects: string[];
  readonly duplicateWindowMs: number;
}

function isApiError(error: unknown, code: number): boolean {
  return error instanceof JetStreamApiError && error.code === code;
}

/**
 * Finds a stream or consumer, or creates it: what was found (to be brought up to date), or undefined
 * when this call created it. Another process may create it at the same moment: a failed creation
 * then stands aside for the one the second lookup finds, and is the error when none is found.
 */
async function findOrCreate<T>(
  lookup: () => Promise<T>,
  notFoundCode: number,
  create: () => Promise<unknown>,
): Promise<T | undefined> {
  const found = await lookup().catch((error: unknown) => {
    if (isApiError(error, notFoundCode)) return undefined;
    throw error;
  });
  if (found) return found;
  try {
    await create();
    return undefined;
  } catch (createError) {
    return lookup().catch(() => {
      throw createError;
    });
  }
}

/**
 * Creates the work stream, or brings an existing one to these subjects and duplicate window.
 * Work-queue retention: a message is removed once acked, and each subject has one consumer.
 */
export async function ensureWorkStream(jsm: JetStreamManager, settings: WorkStreamSettings): Promise<void> {
  const update = { subjects: settings.subjects, duplicate_window: nanos(settings.duplicateWindowMs) };
  const found = await findOrCreate(
    () => jsm.streams.info(settings.name),
    JetStreamApiCodes.StreamNotFound,
    () =>
      jsm.streams.add({
        name: settings.name,
        retention: RetentionPolicy.Workqueue,
        storage: StorageType.File,
        ...update,
      }),
  );
  if (found) await jsm.streams.update(settings.name, update);
}

export interface DurableSettings {
  readonly durableName: string;
  readonly filterSubject: string;
  readonly ackWaitMs: number;
  readonly maxDeliver: number;
}

/** Creates the durable pull consumer, or updates its ack wait and max deliver when it exists. */
export async function ensureDurableConsumer(
  jsm: JetStreamManager,
  stream: string,
  settings: DurableSettings,
): Promise<void> {
  const updatable = { ack_wait: nanos(settings.ackWaitMs), max_deliver: settings.maxDeliver };
  // A concurrent creation with the same name is fine; anything else (e.g. overlap) is not.
  const info = await findOrCreate(
    () => jsm.consumers.info(stream, settings.durableName),
    JetStreamApiCodes.ConsumerNotFound,
    () =>
      jsm.consumers.add(stream, {
        durable_name: settings.durableName,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: settings.filterSubject,
        ...updatable,
      }),
  );
  if (!info) return;
  if (info.config.filter_subject !== settings.filterSubject) {
    throw new Error(
      `Durable consumer "${settings.durableName}" already consumes "${info.config.filter_subject}", not "${settings.filterSubject}"`,
    );
  }
  await jsm.consumers.update(stream, settings.durableName, updatable);
}
