import { Command } from '@nestjs/cqrs';
import type { EventMetadata, WorkspaceCommand, WorkspaceEvent } from '@outflow/domain';
import type { HandleCommandResult } from '@outflow/event-store';

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
