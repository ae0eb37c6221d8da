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

function exists(lookup: () => Promise<unknown>): Promise<boolean> {
  return lookup().then(
    () => true,
    () => false,
  );
}

/**
 * Creates the work stream, or brings an existing one to these subjects and duplicate window.
 * Work-queue retention: a message is removed once acked, and each subject has one consumer.
 */
export async function ensureWorkStream(jsm: JetStreamManager, settings: WorkStreamSettings): Promise<void> {
  const update = { subjects: settings.subjects, duplicate_window: nanos(settings.duplicateWindowMs) };
  try {
    await jsm.streams.info(settings.name);
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.StreamNotFound)) throw error;
    try {
      await jsm.streams.add({
        name: settings.name,
        retention: RetentionPolicy.Workqueue,
        storage: StorageType.File,
        ...update,
      });
      return;
    } catch (addError) {
      // Another process may have created it meanwhile: then fall through to the update.
      if (!(await exists(() => jsm.streams.info(settings.name)))) throw addError;
    }
  }
  await jsm.streams.update(settings.name, update);
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
  const lookup = () => jsm.consumers.info(stream, settings.durableName);
  let info = await lookup().catch((error: unknown) => {
    if (isApiError(error, JetStreamApiCodes.ConsumerNotFound)) return undefined;
    throw error;
  });
  if (!info) {
    try {
      await jsm.consumers.add(stream, {
        durable_name: settings.durableName,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: settings.filterSubject,
        ...updatable,
      });
      return;
    } catch (addError) {
      // A concurrent creation with the same name is fine; anything else (e.g. overlap) is not.
      info = await lookup().catch(() => {
        throw addError;
      });
    }
  }
  if (info.config.filter_subject !== settings.filterSubject) {
    throw new Error(
      `Durable consumer "${settings.durableName}" already consumes "${info.config.filter_subject}", not "${settings.filterSubject}"`,
    );
  }
  await jsm.consumers.update(stream, settings.durableName, updatable);
}
