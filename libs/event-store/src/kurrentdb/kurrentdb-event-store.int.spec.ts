import { describeWithKurrent, serviceUrl } from '@outflow/testing';
import { eventStoreContract } from '../contract/event-store.contract';
import { createKurrentDbEventStore } from './kurrentdb-event-store';

// KurrentDB has no per-test databases: the contract keeps to its own streams and event types.
describeWithKurrent('KurrentDB event store', () => {
  eventStoreContract('kurrentdb', async () => {
    const store = createKurrentDbEventStore({ connectionString: serviceUrl('KURRENTDB')! });
    return { store, cleanup: () => store.close() };
  });
});
