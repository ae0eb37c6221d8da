import { messageBusContract } from '../contract/message-bus.contract';
import { createInProcessMessageBus } from './in-process-message-bus';

messageBusContract('in-process', async ({ onError }) => {
  const bus = createInProcessMessageBus({ duplicateWindowMs: 60_000, onError });
  return { bus, workPrefix: 'outflow.work', noticePrefix: 'outflow.notice', dispose: () => bus.close() };
});
