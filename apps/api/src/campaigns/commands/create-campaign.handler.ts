import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  assertProviderCanPerform,
  campaignDecider,
  campaignStream,
  checkCampaignSenders,
  DomainError,
  parseSequenceGraph,
  type Clock,
  type SkippedLead,
  type EventMetadata,
  type LeadIdentity,
} from '@outflow/domain';
import { handleCommand, type AppendResult, type EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import { findLinkedInAccountState, findSenders, type ReadModelDb } from '@outflow/read-models';
import { randomUUID } from 'node:crypto';
import { CLOCK, EVENT_STORE, LINKEDIN, READ_DB } from '../../infrastructure/tokens';
import { LeadScreening } from '../../contacts/lead-screening';

export class CreateCampaignCommand extends Command<{
  campaignId: string;
  appended?: AppendResult;
  skipped: SkippedLead[];
}> {
  constructor(
    readonly userId: string,
    readonly input: {
      name: string;
      description?: string;
      leads: readonly string[];
      leadIdentities?: readonly LeadIdentity[];
      allowPreviouslyContacted?: boolean;
      leadNames?: readonly string[];
      sequence: unknown;
      leadSource?: string;
      senders?: readonly string[];
    },
    readonly metadata: EventMetadata,
    /** The new campaign's id: the same on a retry of one Idempotency-Key, so a second run finds the first's campaign. */
    readonly campaignId: string,
  ) {
    super();
  }
}

/** Appends CampaignCreated on a new campaign stream; the leads become targets the runner starts at once. */
@CommandHandler(CreateCampaignCommand)
export class CreateCampaignHandler implements ICommandHandler<CreateCampaignCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LINKEDIN) private readonly linkedin: LinkedInProvider | null,
    private readonly screening: LeadScreening,
  ) {}

  async execute({
    userId,
    input,
    metadata,
    campaignId,
  }: CreateCampaignCommand): Promise<{ campaignId: string; appended?: AppendResult; skipped: SkippedLead[] }> {
    // A step the provider cannot perform is refused before anything else (400 naming the node):
    // the builder does not offer it, so only a hand-made request carries one. Without a provider
    // wired (some tests) there is nothing to ask.
    if (this.linkedin) assertProviderCanPerform(input.sequence, this.linkedin.capabilities());
    const graph = parseSequenceGraph(input.sequence);
    // The access gate let the request in, so the account is connected; read which one it is.
    const account = await findLinkedInAccountState(this.db, userId);
    if (!account.accountId) throw new DomainError('Connect your LinkedIn account first', 'LINKEDIN_NOT_CONNECTED');
    if (input.senders) await this.checkSenders(userId, input.senders);
    // A retry of an Idempotency-Key whose first run created the campaign before its API died: that one is the answer.
    const [created] = await this.store.readStream(campaignStream(campaignId), { maxCount: 1 });
    const found = created ? campaignDecider.evolve(campaignDecider.initialState(), created) : null;
    if (created && found?.exists && found.userId === userId)
      return {
        campaignId,
        appended: { position: created.position, nextExpectedVersion: created.streamPosition },
        skipped: [],
      };
    const { kept, skipped } = await this.screening.screen(userId, input.leads, input.allowPreviouslyContacted ?? false);
    if (kept.length === 0 && skipped.length > 0) {
      const why = skipped
        .slice(0, 3)
        .map((lead) => `${lead.profileUrl}: ${lead.message}`)
        .join('; ');
      throw new DomainError(`Every lead was left out (${why})`, 'NO_LEADS_LEFT', 'leads');
    }
    const { appended } = await handleCommand(
      this.store,
      campaignStream(campaignId),
      campaignDecider,
      {
        type: 'CreateCampaign',
        data: {
          campaignId,
          userId,
          name: input.name,
          description: input.description,
          leads: kept,
          leadIdentities: input.leadIdentities,
          allowPreviouslyContacted: input.allowPreviouslyContacted ?? false,
          leadNames: input.leadNames,
          nodes: graph.nodes,
          edges: graph.edges,
          accountId: account.accountId,
          ...(input.senders ? { senders: input.senders } : {}),
          leadSource: input.leadSource ?? null,
          now: this.clock.now(),
          newSequenceId: () => randomUUID().replace(/-/g, '').slice(0, 12),
        },
      },
      metadata,
    );
    return { campaignId, appended, skipped };
  }

  /** Each named sender is one of the workspace's, connected now (another workspace's is as unknown as a made-up id). */
  private async checkSenders(userId: string, senders: readonly string[]): Promise<void> {
    checkCampaignSenders(senders);
    const connected = new Set(
      (await findSenders(this.db, userId)).filter((s) => s.connection === 'connected').map((s) => s.accountId),
    );
    const unknown = senders.find((s) => !connected.has(s));
    if (unknown !== undefined)
      throw new DomainError(`${unknown} is not a connected sender of this workspace`, 'SENDER_UNKNOWN', 'senders');
  }
}
