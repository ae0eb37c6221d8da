import { eventStoreContract } from '../contract/event-store.contract';
import { createInMemoryEventStore } from './in-memory-event-store';

eventStoreContract('in-memory', () => {
  const store = createInMemoryEventStore();
  return Promise.resolve({ store, cleanup: () => store.close() });
});
