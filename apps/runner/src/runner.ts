import type { EventStore } from '@outflow/event-store';
import type { MessageBus } from '@outflow/messaging';

export interface RunnerOptions {
  readonly store: EventStore;
  readonly bus: MessageBus;
}

/**
 * The campaign runner's process shell: it holds the event store and bus it will execute sequence
 * steps with. The campaign engine (due-step consumer, quota reservations, provider calls) is
 * not built yet, so for now it starts, stays idle and stops cleanly.
 */
export class Runner {
  private started = false;

  constructor(private readonly options: RunnerOptions) {}

  async start(): Promise<void> {
    // Fail at start, not at the first step, when the adapters are unreachable.
    await this.options.store.ping();
    await this.options.bus.ping();
    this.started = true;
  }

  get isStarted(): boolean {
    return this.started;
  }

  async stop(): Promise<void> {
    this.started = false;
  }
}
