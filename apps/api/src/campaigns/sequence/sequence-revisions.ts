import { Inject, Injectable } from '@nestjs/common';
import type { SequenceRevisionPreview, SequenceVersionEntry, SequenceVersions } from '@outflow/api-contract';
import {
  assertProviderCanPerform,
  campaignDecider,
  campaignStream,
  convertSequence,
  diffSequences,
  DomainError,
  parseSequenceGraph,
  previewMoves,
  type CampaignCreated,
  type Clock,
  type EventMetadata,
  type SequenceRevised,
} from '@outflow/domain';
import { handleCommand, type AppendResult, type EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import { findWaitingTargets, type ReadModelDb } from '@outflow/read-models';
import { randomUUID } from 'node:crypto';
import { CLOCK, EVENT_STORE, LINKEDIN, READ_DB } from '../../infrastructure/tokens';
import type { SequenceMoveDto } from '../dto/revise-sequence.dto';

const notFound = () => new DomainError('Campaign not found', 'CAMPAIGN_NOT_FOUND', 'id');

/**
 * Revising a running sequence (issue 21 item 5): the new version is checked as at creation and
 * recorded on the campaign stream (SequenceRevised); its leads fold it where they are decided.
 * The versions are read from the campaign's own stream, the truth, not a read model.
 */
@Injectable()
export class SequenceRevisions {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LINKEDIN) private readonly linkedin: LinkedInProvider | null,
  ) {}

  private async campaignOf(userId: string, campaignId: string) {
    const history = await this.store.readStream(campaignStream(campaignId));
    const campaign = history.reduce(campaignDecider.evolve, campaignDecider.initialState());
    if (!campaign.exists || campaign.deleted || campaign.userId !== userId) throw notFound();
    return { campaign, history };
  }

  /** The graph checked as at creation: its shape, the provider's abilities, the builder's rules. */
  private graphOf(sequence: unknown) {
    if (this.linkedin) assertProviderCanPerform(sequence, this.linkedin.capabilities());
    return parseSequenceGraph(sequence);
  }

  async revise(
    userId: string,
    campaignId: string,
    body: { sequence: unknown; moves: readonly SequenceMoveDto[] },
    metadata: EventMetadata,
  ): Promise<{ appended?: AppendResult }> {
    const graph = this.graphOf(body.sequence);
    const moves = body.moves.map((m) => ({
      from: m.from,
      to: m.to,
      ...(m.stepId !== undefined ? { stepId: m.stepId } : {}),
    }));
    return handleCommand(
      this.store,
      campaignStream(campaignId),
      campaignDecider,
      {
        type: 'ReviseSequence',
        data: {
          userId,
          nodes: graph.nodes,
          edges: graph.edges,
          moves,
          actor: metadata.actor,
          now: this.clock.now(),
          newSequenceId: () => randomUUID(),
        },
      },
      metadata,
    );
  }

  async preview(userId: string, campaignId: string, sequence: unknown): Promise<SequenceRevisionPreview> {
    const { campaign } = await this.campaignOf(userId, campaignId);
    const graph = this.graphOf(sequence);
    const { sequence: after } = convertSequence(graph.nodes, graph.edges, {
      name: campaign.name,
      leads: campaign.leads.map((l) => l.profileUrl),
      newId: () => campaign.sequence.id,
    });
    const waiting = await findWaitingTargets(this.db, userId, campaignId);
    return {
      success: true,
      removed: previewMoves(campaign.sequence, after, waiting),
      diff: diffSequences(campaign.sequence, after),
    };
  }

  async versions(userId: string, campaignId: string): Promise<SequenceVersions> {
    const { campaign, history } = await this.campaignOf(userId, campaignId);
    const versions: SequenceVersionEntry[] = [];
    for (const event of history) {
      if (event.type === 'CampaignCreated') {
        const { data } = event as unknown as CampaignCreated;
        versions.push({
          version: 1,
          at: data.occurredAt,
          actor: event.metadata.actor ?? 'user',
          diff: { added: Object.keys(data.sequence.steps), removed: [], changed: [] },
          moves: [],
          graph: data.graph,
        });
      } else if (event.type === 'SequenceRevised') {
        const { data } = event as unknown as SequenceRevised;
        versions.push({
          version: data.version,
          at: data.occurredAt,
          actor: data.actor,
          diff: data.diff,
          moves: data.moves,
          graph: data.graph,
        });
      }
    }
    return { success: true, current: campaign.sequenceVersion, versions };
  }
}
