import { DeciderSpecification } from '../testing/decider-specification';
import type { DomainEvent } from '../events/event';
import type { CampaignCommand } from '../campaign/campaign-commands';
import type { CampaignCreated } from '../campaign/campaign-events';
import { campaignDecider, EDITING_ENDED_CAMPAIGN } from '../campaign/campaign.decider';
import { createdCampaign, edge, node } from '../campaign/test-sequences';
import { evolveTarget, firstStepState, type TargetState } from '../campaign-target/target-state';
import type { SequenceRevised } from './sequence-revised';
import { previewMoves } from './sequence-moves';
import { leadStartState } from './lead-start';
import { summarizeEvent } from '../campaign-view/event-summary';
import { summaryContextOf } from '../campaign-view/summary-context';

const now = new Date('2026-11-28T10:00:00Z');
const later = new Date('2026-11-29T10:00:00Z');
const owner = 'user-1';
const hour = 3_600_000;

// v1: view → follow → message → endorse
const v1 = {
  nodes: [
    node('view', 'view-profile'),
    node('follow', 'follow-profile'),
    node('msg', 'send-message', { message: 'Hi {{firstName}}' }),
    node('endorse', 'endorse-skill'),
  ],
  edges: [edge('view', 'follow', hour), edge('follow', 'msg', hour), edge('msg', 'endorse', hour)],
};
// v2: the follow step is gone, the message says something else: view → message → endorse
const v2 = {
  nodes: [v1.nodes[0], node('msg', 'send-message', { message: 'Hello {{firstName}}' }), v1.nodes[3]],
  edges: [edge('view', 'msg', hour), edge('msg', 'endorse', hour)],
};

const stored = (events: readonly DomainEvent[]) => events.map((e) => ({ ...e, metadata: { userId: owner } }));
const spec = DeciderSpecification(campaignDecider);
const created = (): DomainEvent[] =>
  stored([
    createdCampaign({
      userId: owner,
      name: 'Founders',
      leads: ['https://www.linkedin.com/in/ada', 'https://www.linkedin.com/in/grace'],
      nodes: v1.nodes,
      edges: v1.edges,
      now,
    }),
  ]);
const revise = (graph: typeof v1, moves: unknown[], userId = owner): CampaignCommand => ({
  type: 'ReviseSequence',
  data: { userId, nodes: graph.nodes, edges: graph.edges, moves, actor: 'user', now: later, newSequenceId: () => 'x' },
});
const revisedBy = (moves: unknown[]): SequenceRevised => {
  const [event] = spec.given(created()).when(revise(v2, moves)).events();
  return event as SequenceRevised;
};

/** A lead at `stepId`, due at `dueAt`, having performed `performed` on LinkedIn. */
const leadAt = (stepId: string, performed: string[] = [], dueAt = '2026-11-30T09:00:00.000Z'): TargetState => ({
  ...firstStepState(stepId, 'follow-profile', dueAt),
  started: performed.length > 0,
  performedSteps: performed,
});

describe('revising a running sequence', () => {
  it('records version 2 with the diff of steps, the resolved moves and the actor', () => {
    spec
      .given(created())
      .when(revise(v2, [{ from: 'follow', to: 'next' }]))
      .thenMatches([
        {
          type: 'SequenceRevised',
          data: {
            campaignId: 'c1',
            version: 2,
            diff: { added: [], removed: ['follow'], changed: ['view', 'msg'] },
            moves: [{ from: 'follow', to: 'next', stepId: 'msg' }],
            actor: 'user',
            occurredAt: later.toISOString(),
          },
        },
      ]);
  });

  it('numbers a second revision 3 and keeps the sequence id', () => {
    const first = stored(
      spec
        .given(created())
        .when(revise(v2, [{ from: 'follow', to: 'finish' }]))
        .events(),
    );
    const v3 = { nodes: v2.nodes.slice(0, 2), edges: v2.edges.slice(0, 1) };
    const [event] = spec
      .given([...created(), ...first])
      .when(revise(v3, [{ from: 'endorse', to: 'finish' }]))
      .events() as SequenceRevised[];
    expect(event.data.version).toBe(3);
    expect(event.data.sequence.id).toBe((created()[0] as CampaignCreated).data.sequence.id);
  });

  it('validates the new sequence as at creation: an invalid graph is refused naming sequence', () => {
    const noStart = { nodes: v2.nodes, edges: [...v2.edges, edge('endorse', 'view', hour)] };
    spec.given(created()).when(revise(noStart, [])).thenThrows({ field: 'sequence', code: 'INVALID_SEQUENCE' });
  });

  it('asks where the leads of every removed step go, and refuses moves that name no removed step', () => {
    spec.given(created()).when(revise(v2, [])).thenThrows({ field: 'moves', code: 'INVALID_MOVES' });
    spec
      .given(created())
      .when(revise(v2, [{ from: 'view', to: 'finish' }]))
      .thenThrows({ field: 'moves' });
    spec
      .given(created())
      .when(revise(v2, [{ from: 'follow', to: 'step', stepId: 'follow' }]))
      .thenThrows({ field: 'moves' });
    spec
      .given(created())
      .when(revise(v2, [{ from: 'follow', to: 'elsewhere' }]))
      .thenThrows({ field: 'moves' });
  });

  it('refuses a completed campaign with the spec message, allows a paused one', () => {
    const status = (s: 'completed' | 'paused') =>
      stored(
        spec
          .given(created())
          .when({ type: 'ChangeCampaignStatus', data: { userId: owner, status: s, now } })
          .events(),
      );
    spec
      .given([...created(), ...status('completed')])
      .when(revise(v2, [{ from: 'follow', to: 'next' }]))
      .thenThrows({ message: EDITING_ENDED_CAMPAIGN, field: 'status' });
    spec
      .given([...created(), ...status('paused')])
      .when(revise(v2, [{ from: 'follow', to: 'next' }]))
      .thenMatches([{ type: 'SequenceRevised', data: { version: 2 } }]);
  });

  it("is another owner's campaign: not found", () => {
    spec
      .given(created())
      .when(revise(v2, [{ from: 'follow', to: 'next' }], 'user-2'))
      .thenThrows({ code: 'CAMPAIGN_NOT_FOUND' });
  });

  it('records nothing when the graph is the same', () => {
    spec.given(created()).when(revise(v1, [])).thenNothing();
  });
});

describe('where a revision moves each lead', () => {
  const fold = (state: TargetState, event: SequenceRevised) => evolveTarget(state, event);

  it("leads on a removed step go to its next step (the removed step's next), due when they were due", () => {
    const moved = fold(leadAt('follow', ['view']), revisedBy([{ from: 'follow', to: 'next' }]));
    expect(moved).toMatchObject({ stepId: 'msg', action: 'send-message', status: 'scheduled', sequenceVersion: 2 });
    expect(moved.dueAt).toBe('2026-11-30T09:00:00.000Z');
  });

  it('a lead overdue on a removed step is due at the revision at the latest', () => {
    const moved = fold(leadAt('follow', ['view'], now.toISOString()), revisedBy([{ from: 'follow', to: 'next' }]));
    expect(moved.dueAt).toBe(later.toISOString());
  });

  it('leads on a removed step go to a step the user picks', () => {
    const moved = fold(leadAt('follow', ['view']), revisedBy([{ from: 'follow', to: 'step', stepId: 'endorse' }]));
    expect(moved).toMatchObject({ stepId: 'endorse', action: 'endorse-skill', phase: 'act' });
  });

  it('a picked step whose action already reached LinkedIn for the lead is passed, never repeated', () => {
    const moved = fold(leadAt('follow', ['view']), revisedBy([{ from: 'follow', to: 'step', stepId: 'view' }]));
    expect(moved.stepId).toBe('msg');
  });

  it('leads on a removed step finish when the user says so', () => {
    const moved = fold(leadAt('follow', ['view']), revisedBy([{ from: 'follow', to: 'finish' }]));
    expect(moved).toMatchObject({ status: 'completed', endReason: 'sequence-ended', dueAt: null });
  });

  it('leads on a step that still exists stay there and follow the new version', () => {
    const waiting = { ...leadAt('msg', ['view', 'follow']), action: 'send-message' as const };
    const moved = fold(waiting, revisedBy([{ from: 'follow', to: 'finish' }]));
    expect(moved).toMatchObject({ stepId: 'msg', dueAt: waiting.dueAt, sequenceVersion: 2, status: 'scheduled' });
  });

  it('ended leads keep their story and the version they ended on', () => {
    const ended: TargetState = { ...leadAt('follow', ['view']), status: 'completed', endReason: 'replied' };
    expect(fold(ended, revisedBy([{ from: 'follow', to: 'next' }]))).toBe(ended);
  });

  it('a lead mid-step on a removed step keeps its outcome: the action is counted and does not move it again', () => {
    const running: TargetState = { ...leadAt('follow', ['view']), status: 'running', openSince: now.toISOString() };
    const moved = fold(running, revisedBy([{ from: 'follow', to: 'next' }]));
    const outcome: DomainEvent = {
      type: 'LinkedInActionPerformed',
      data: {
        campaignId: 'c1',
        targetId: 'c1_0',
        accountId: 'acc-1',
        stepId: 'follow',
        action: 'follow-profile',
        limit: 'follows',
        profileUrl: 'https://www.linkedin.com/in/ada/',
        campaignName: 'Founders',
        text: null,
        occurredAt: later.toISOString(),
        next: {
          stepId: 'msg',
          action: 'send-message',
          phase: 'act',
          dueAt: '2026-12-01T00:00:00.000Z',
          reason: 'sequence-delay',
        },
      },
    };
    const after = evolveTarget(moved, outcome);
    expect(after).toMatchObject({ stepId: 'msg', dueAt: moved.dueAt, openSince: null });
    expect(after.performedSteps).toEqual(['view', 'follow']);
  });

  it('a revision older than the lead (added after it) does not move it', () => {
    const joined = { ...leadAt('follow'), sequenceVersion: 2 };
    expect(fold(joined, revisedBy([{ from: 'follow', to: 'finish' }]))).toBe(joined);
  });

  it('an untouched lead of a removed first step goes where the user chose, not to the new first step', () => {
    const v2NoView = { nodes: v1.nodes.slice(1), edges: v1.edges.slice(1) };
    const history = created();
    const [event] = spec
      .given(history)
      .when(revise(v2NoView, [{ from: 'view', to: 'finish' }]))
      .events() as SequenceRevised[];
    const campaign = spec.given([...history, ...stored([event])]).state();
    if (!campaign.exists) throw new Error('no campaign');
    const start = leadStartState(campaign, 'c1_0');
    expect(start.stepId).toBe('view');
    expect(fold(start, event)).toMatchObject({ status: 'completed' });
  });
});

describe('the save dialog counts', () => {
  it('says how many leads each choice moves, and where', () => {
    const history = created();
    const before = (history[0] as CampaignCreated).data.sequence;
    const after = revisedBy([{ from: 'follow', to: 'next' }]).data.sequence;
    const leads = [
      { stepId: 'follow', connected: false, performedSteps: ['view'] },
      { stepId: 'follow', connected: false, performedSteps: ['view'] },
      { stepId: 'msg', connected: false, performedSteps: ['view', 'follow'] },
    ];
    const [follow] = previewMoves(before, after, leads);
    expect(follow).toMatchObject({ stepId: 'follow', waiting: 2, next: { msg: 2 }, finish: 2 });
    // Picking the first step passes it (both viewed the profile already): they go on to the message.
    expect(follow.step.view).toEqual({ msg: 2 });
    expect(follow.step.endorse).toEqual({ endorse: 2 });
  });
});

describe("the timeline's line for a revision", () => {
  it('says who revised it, the version, the diff and where the leads went', () => {
    const context = summaryContextOf([], [...v1.nodes], new Map());
    const line = summarizeEvent(revisedBy([{ from: 'follow', to: 'step', stepId: 'endorse' }]), context);
    expect(line).toBe(
      'Sequence revised by user: version 2 (0 added, 2 changed, 1 removed); leads on follow-profile go to endorse-skill',
    );
  });
});
