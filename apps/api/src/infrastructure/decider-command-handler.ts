import { Inject, type Type } from '@nestjs/common';
import type { Command } from '@nestjs/cqrs';
import type { Clock, Decider, DomainEvent, EventMetadata } from '@outflow/domain';
import {
  handleCommand,
  type EventStore,
  type HandleCommandOptions,
  type HandleCommandResult,
} from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from './tokens';

/** What a bus command asks of its aggregate: one decider command on one stream. */
export interface DeciderCall<C> {
  readonly stream: string;
  readonly command: C;
  readonly metadata: EventMetadata;
}

/**
 * The command-handler shell aggregate commands share: the bus command becomes one decider command
 * on one stream, and handleCommand loads the stream, decides and appends (retrying a lost race).
 * A handler says only which decider, and how its command reads at `now`:
 *
 *   @CommandHandler(DeleteCampaignCommand)
 *   export class DeleteCampaignHandler extends deciderCommandHandler(campaignDecider)((c: DeleteCampaignCommand, now) => ({ ... })) {}
 *
 * (Curried so that the decider fixes the command type before the call's object literal is read.)
 */
export const deciderCommandHandler =
  <S, C, E extends DomainEvent>(decider: Decider<S, C, E>) =>
  <M extends Command<HandleCommandResult<E>>>(
    call: (message: M, now: Date) => DeciderCall<C>,
    options?: HandleCommandOptions,
  ): Type<{ execute(message: M): Promise<HandleCommandResult<E>> }> => {
    class DeciderCommandHandler {
      constructor(
        @Inject(EVENT_STORE) readonly store: EventStore,
        @Inject(CLOCK) readonly clock: Clock,
      ) {}

      execute(message: M): Promise<HandleCommandResult<E>> {
        const { stream, command, metadata } = call(message, this.clock.now());
        return handleCommand(this.store, stream, decider, command, metadata, options);
      }
    }
    return DeciderCommandHandler;
  };
