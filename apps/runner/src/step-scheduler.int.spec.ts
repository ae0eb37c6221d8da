import { systemClock, withRealTime } from '@outflow/domain';
import { UnipileLinkedInProvider } from '@outflow/linkedin';
import { createInProcessMessageBus, type MessageBus } from '@outflow/messaging';
import { freshProjectorStores } from '../../../test/support/projector-stores';
import { eventually, describeWithPostgres } from '@outflow/testing';
import { STEP_SETTLED_SUBJECT, type StepSettled } from './step-job';
import { StepScheduler } from './step-scheduler';

describeWithPostgres('the step scheduler', () => {
  let bus: MessageBus;
  let scheduler: StepScheduler | undefined;
  afterEach(async () => {
    await scheduler?.stop();
    await bus.close();
  });
  const stores = freshProjectorStores();

  it('passes again at once when a step settles during a pass, however long the poll interval', async () => {
    bus = createInProcessMessageBus();
    // The pass's last part: a step settles there, after the pass looked at every account.
    let passes = 0;
    const seen = new Promise<void>((resolve) => {
      void bus.listen<StepSettled>(STEP_SETTLED_SUBJECT, () => resolve());
    });
    scheduler = new StepScheduler({
      db: stores.db,
      store: stores.store,
      bus,
      // No account has a step here: LinkedIn is never called.
      provider: new UnipileLinkedInProvider({ dsn: 'http://127.0.0.1:9', apiKey: 'unused' }),
      clock: withRealTime(systemClock),
      pollIntervalMs: 600_000,
      afterPoll: async () => {
        passes++;
        if (passes > 1) return;
        await bus.notify<StepSettled>(STEP_SETTLED_SUBJECT, { userId: 'u1', targetId: 't1', jobId: 'j1' });
        await seen;
        // The scheduler's listener came after this test's: its turn is the next one.
        await new Promise((resolve) => setImmediate(resolve));
      },
    });
    await scheduler.start();
    await eventually(async () => passes >= 2, 'a second pass before the poll interval');
  });
});
