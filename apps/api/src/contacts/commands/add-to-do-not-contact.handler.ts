import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { addToDoNotContact, latest, memberOfMessage } from '@outflow/contacts';
import { identityOfUrl, type Clock, type EventMetadata } from '@outflow/domain';
import type { AppendResult, EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import { findLinkedInAccountState, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, EVENT_STORE, LINKEDIN, READ_DB } from '../../infrastructure/tokens';

export interface DoNotContactAdded {
  readonly added: number;
  readonly alreadyListed: number;
  /** Open sequences of these members that ended now. */
  readonly stopped: number;
  readonly appended?: AppendResult;
}

/** Puts members on the owner's Do-Not-Contact list; their open sequences end at once. */
export class AddToDoNotContactCommand extends Command<DoNotContactAdded> {
  constructor(
    readonly ownerId: string,
    readonly profileUrls: readonly string[],
    readonly reason: string | null,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(AddToDoNotContactCommand)
export class AddToDoNotContactHandler implements ICommandHandler<AddToDoNotContactCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LINKEDIN) private readonly linkedin: LinkedInProvider | null,
  ) {}

  async execute({ ownerId, profileUrls, reason, metadata }: AddToDoNotContactCommand): Promise<DoNotContactAdded> {
    const deps = { store: this.store, db: this.db, clock: this.clock, provider: this.linkedin };
    const accountId = (await findLinkedInAccountState(this.db, ownerId)).accountId ?? '';
    let added = 0;
    let alreadyListed = 0;
    let stopped = 0;
    let appended: AppendResult | undefined;
    for (const profileUrl of profileUrls) {
      const known = identityOfUrl(profileUrl)!;
      // A member-id URL (a chat's attendee) is the contact its member id is known by, or the one LinkedIn names.
      const sender = { providerId: known.providerId, name: null, profileUrl };
      const member = known.publicId ? known : ((await memberOfMessage(deps, { ownerId, accountId }, sender)) ?? known);
      const result = await addToDoNotContact(deps, { ownerId, member, code: 'user', reason }, metadata);
      added += result.added ? 1 : 0;
      alreadyListed += result.added ? 0 : 1;
      stopped += result.stopped;
      appended = latest(appended, result.appended);
    }
    return { added, alreadyListed, stopped, appended };
  }
}
