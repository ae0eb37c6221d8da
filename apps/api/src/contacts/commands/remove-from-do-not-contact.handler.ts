import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { removeFromDoNotContact } from '@outflow/contacts';
import type { Clock, EventMetadata } from '@outflow/domain';
import type { AppendResult, EventStore } from '@outflow/event-store';
import type { ReadModelDb } from '@outflow/read-models';
import { CLOCK, EVENT_STORE, READ_DB } from '../../infrastructure/tokens';

/** Takes a member off the owner's Do-Not-Contact list. */
export class RemoveFromDoNotContactCommand extends Command<{ removed: boolean; appended?: AppendResult }> {
  constructor(
    readonly ownerId: string,
    readonly contactId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(RemoveFromDoNotContactCommand)
export class RemoveFromDoNotContactHandler implements ICommandHandler<RemoveFromDoNotContactCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({
    ownerId,
    contactId,
    metadata,
  }: RemoveFromDoNotContactCommand): Promise<{ removed: boolean; appended?: AppendResult }> {
    return removeFromDoNotContact(
      { store: this.store, db: this.db, clock: this.clock },
      { ownerId, contactId },
      metadata,
    );
  }
}
