import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  personalWorkspaceDecider,
  workspaceDecider,
  workspaceStream,
  type Clock,
  type WorkspaceCommand,
  type WorkspaceEvent,
  type EventMetadata,
} from '@outflow/domain';
import { handleCommand, type EventStore, type HandleCommandResult } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';

/** Spreads a command over the decision's `now` (the handler's clock). */
export type AtNow<C> = C extends { type: infer T; data: infer D } ? { type: T; data: Omit<D, 'now'> } : never;

/**
 * One change to a workspace's stream (create, rename, invite, accept, roles, removals, senders).
 * `personalName` is set when the workspace is its actor's personal one: its first change records it.
 */
export class ChangeWorkspaceCommand extends Command<HandleCommandResult<WorkspaceEvent>> {
  constructor(
    readonly workspaceId: string,
    readonly change: AtNow<WorkspaceCommand>,
    readonly metadata: EventMetadata,
    readonly personalName?: string,
  ) {
    super();
  }
}

@CommandHandler(ChangeWorkspaceCommand)
export class ChangeWorkspaceHandler implements ICommandHandler<ChangeWorkspaceCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({
    workspaceId,
    change,
    metadata,
    personalName,
  }: ChangeWorkspaceCommand): Promise<HandleCommandResult<WorkspaceEvent>> {
    const decider = personalName === undefined ? workspaceDecider : personalWorkspaceDecider(workspaceId, personalName);
    const command = { type: change.type, data: { ...change.data, now: this.clock.now() } } as WorkspaceCommand;
    return handleCommand(this.store, workspaceStream(workspaceId), decider, command, metadata);
  }
}
