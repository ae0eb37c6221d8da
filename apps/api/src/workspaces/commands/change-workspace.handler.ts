import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  personalWorkspaceDecider,
  workspaceDecider,
  workspaceStream,
  type Clock,
  type WorkspaceCommand,
  type WorkspaceEvent,
} from '@outflow/domain';
import { handleCommand, type EventStore, type HandleCommandResult } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { ChangeWorkspaceCommand } from './change-workspace.command';

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
