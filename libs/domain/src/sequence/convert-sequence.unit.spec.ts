import { DomainError } from '../errors';
import { convertSequence, PROFILE_URL_PLACEHOLDER } from './convert-sequence';
import type { SequenceEdge, SequenceNode, SequenceNodeParams, SequenceNodeType } from './sequence-graph';

const node = (id: string, type: SequenceNodeType, params: SequenceNodeParams = {}): SequenceNode => ({
  id,
  type,
  position: { x: 0, y: 0 },
  data: { type, label: id, params },
});
const edge = (source: string, target: string, extra: Partial<SequenceEdge> = {}): SequenceEdge => ({
  id: `${source}-${target}`,
  source,
  target,
  type: 'custom',
  ...extra,
});
const options = { name: 'Founders', newId: () => 'abc123' };
const HOUR = 3_600_000;
const DAY = 86_400_000;

describe('sequence conversion (builder graph to sequence)', () => {
  it('given a valid graph, then the sequence has a seq_ id from the generator, autoRun and the 10 s default delay', () => {
    const { sequence, warnings } = convertSequence([node('v', 'view-profile')], [], {
      ...options,
      description: 'Founders - created via sequence builder',
    });
    expect(sequence).toEqual({
      id: 'seq_abc123',
      name: 'Founders',
      description: 'Founders - created via sequence builder',
      initialStep: 'v',
      autoRun: true,
      defaultDelay: 10_000,
      steps: { v: { id: 'v', action: 'view-profile', params: {}, next: null } },
    });
    expect(warnings).toEqual([]);
  });

  it('given no description, then it is empty', () => {
    expect(convertSequence([node('v', 'view-profile')], [], options).sequence.description).toBe('');
  });

  it('given a chain listed out of order, then the start is the node with no incoming edge', () => {
    const nodes = [node('m', 'send-message', { message: 'Hi' }), node('v', 'view-profile')];
    expect(convertSequence(nodes, [edge('v', 'm')], options).sequence.initialStep).toBe('v');
  });

  it("given one outgoing edge, then its target is next and its delay the step's delay", () => {
    const nodes = [node('v', 'view-profile'), node('m', 'send-message', { message: 'Hi' })];
    const { sequence } = convertSequence(nodes, [edge('v', 'm', { data: { delay: 5 * HOUR } })], options);
    expect(sequence.steps.v).toEqual({ id: 'v', action: 'view-profile', params: {}, next: 'm', delay: 5 * HOUR });
    expect(sequence.steps.m).toEqual({ id: 'm', action: 'send-message', params: { message: 'Hi' }, next: null });
  });

  it('given one outgoing edge without a delay, then the step has none and falls back to the default delay', () => {
    const nodes = [node('v', 'view-profile'), node('l', 'like-post', { postUrl: 'https://x/p/1' })];
    const { sequence } = convertSequence(nodes, [edge('v', 'l')], options);
    expect(sequence.steps.v).toEqual({ id: 'v', action: 'view-profile', params: {}, next: 'l' });
    expect('delay' in sequence.steps.v).toBe(false);
  });

  it('given a check-connection node, then it branches on isConnected with per-branch delays', () => {
    const nodes = [
      node('c', 'check-connection'),
      node('m', 'send-message', { message: 'Hi' }),
      node('s', 'send-connection'),
    ];
    const edges = [
      edge('c', 'm', { sourceHandle: 'true', data: { delay: DAY, status: 'accepted' } }),
      edge('c', 's', { sourceHandle: 'false', data: { delay: 2 * HOUR, status: 'not-accepted' } }),
    ];
    const { sequence, warnings } = convertSequence(nodes, edges, options);
    expect(sequence.steps.c.next).toEqual({
      field: 'isConnected',
      true: { next: 'm', delay: DAY },
      false: { next: 's', delay: 2 * HOUR },
    });
    expect(sequence.steps.c.delay).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('given a send-connection node, then it branches on connectionStatus, keeping only the delays that are set', () => {
    const nodes = [
      node('s', 'send-connection', { note: 'Hello' }),
      node('m', 'send-message', { message: 'Thanks' }),
      node('e', 'end-sequence'),
    ];
    const edges = [
      edge('s', 'm', { sourceHandle: 'true', data: { delay: 3 * DAY } }),
      edge('s', 'e', { sourceHandle: 'false' }),
    ];
    const { sequence } = convertSequence(nodes, edges, options);
    expect(sequence.steps.s.next).toEqual({
      field: 'connectionStatus',
      true: { next: 'm', delay: 3 * DAY },
      false: { next: 'e' },
    });
  });

  it('given a branching node using only its true handle, then the false case is null', () => {
    const nodes = [node('c', 'check-connection'), node('m', 'send-message', { message: 'Hi' })];
    const { sequence } = convertSequence(nodes, [edge('c', 'm', { sourceHandle: 'true' })], options);
    expect(sequence.steps.c.next).toEqual({ field: 'isConnected', true: { next: 'm' }, false: null });
  });

  it('given a send-connection node with a single plain edge, then it simply goes on to the next step', () => {
    const nodes = [node('s', 'send-connection'), node('m', 'send-message', { message: 'Hi' })];
    const { sequence } = convertSequence(nodes, [edge('s', 'm', { data: { delay: DAY } })], options);
    expect(sequence.steps.s).toMatchObject({ next: 'm', delay: DAY });
  });

  // A branching node `b` whose true handle leads to `a`, and a second edge to `x` that cannot stay.
  it.each<[string, string, SequenceNodeType, string, string, string]>([
    [
      'two edges on the same branch handle',
      'then the first is kept',
      'check-connection',
      'true',
      'isConnected',
      'Node b has 2 connections on its true handle; only b-a is kept',
    ],
    [
      'a branching node with an extra edge off its handles',
      'then that edge is ignored',
      'send-connection',
      'timeout',
      'connectionStatus',
      'Node b: connection b-x leaves from no true/false handle and is ignored',
    ],
  ])('given %s, %s with a warning', (_given, _then, type, extraHandle, field, warning) => {
    const nodes = [node('b', type), node('a', 'view-profile'), node('x', 'like-post')];
    const edges = [edge('b', 'a', { sourceHandle: 'true' }), edge('b', 'x', { sourceHandle: extraHandle })];
    const { sequence, warnings } = convertSequence(nodes, edges, options);
    expect(sequence.steps.b.next).toEqual({ field, true: { next: 'a' }, false: null });
    expect(warnings).toEqual([warning]);
  });

  it('given several outgoing edges and no branching rule, then there is no next and a warning', () => {
    const nodes = [node('v', 'view-profile'), node('a', 'like-post'), node('b', 'end-sequence')];
    const { sequence, warnings } = convertSequence(nodes, [edge('v', 'a'), edge('v', 'b')], options);
    expect(sequence.steps.v.next).toBeNull();
    expect(sequence.steps.v.delay).toBeUndefined();
    expect(warnings).toEqual(['Node v has 2 outgoing connections and no branching rule; it ends the sequence']);
  });

  it('given edges to missing nodes, then they are dropped before conversion', () => {
    const nodes = [node('v', 'view-profile'), node('m', 'send-message', { message: 'Hi' })];
    const { sequence, warnings } = convertSequence(
      nodes,
      [edge('v', 'm'), edge('v', 'ghost'), edge('ghost', 'v')],
      options,
    );
    expect(sequence.steps.v.next).toBe('m');
    expect(sequence.initialStep).toBe('v');
    expect(warnings).toEqual([]);
  });

  it('does not change the nodes it was given', () => {
    const params = { isAI: true, message: 'plain' };
    convertSequence([node('m', 'send-message', params)], [], { ...options, leads: ['https://www.linkedin.com/in/a/'] });
    expect(params).toEqual({ isAI: true, message: 'plain' });
  });

  describe('an invalid graph', () => {
    it.each([
      [[], [], 'Invalid sequence: Sequence must have at least one node'],
      [[node('a', 'view-profile'), node('b', 'like-post')], [], 'Invalid sequence: Nodes must be connected with edges'],
      [
        [node('a', 'view-profile'), node('b', 'like-post')],
        [edge('a', 'b'), edge('b', 'a')],
        'Invalid sequence: Sequence must have a clear starting point (a node with no incoming connections); Sequence contains a cycle, which is not allowed',
      ],
    ])('given %#, then it throws the Invalid sequence DomainError', (nodes, edges, message) => {
      const attempt = () => convertSequence(nodes, edges, options);
      expect(attempt).toThrow(DomainError);
      expect(attempt).toThrow(message);
    });
  });

  describe('AI-enabled send-message and send-connection nodes', () => {
    it('given an AI message without prompt or limit, then the prompt is empty with a warning, the limit 500 and the text cleared', () => {
      const { sequence, warnings } = convertSequence(
        [node('m', 'send-message', { isAI: true, message: 'leftover' })],
        [],
        options,
      );
      expect(sequence.steps.m.params).toEqual({ isAI: true, aiPrompt: '', aiCharLimit: 500, message: '' });
      expect(warnings).toEqual(['Node m uses AI but has no prompt; an empty prompt is used']);
    });

    it('given an AI connection without a limit, then the limit is 300 and the note cleared', () => {
      const { sequence, warnings } = convertSequence(
        [
          node('s', 'send-connection', {
            isAI: true,
            aiPrompt: 'Be brief',
            note: 'leftover',
            waitForAcceptance: true,
            waitPeriod: 10,
          }),
        ],
        [],
        options,
      );
      expect(sequence.steps.s.params).toEqual({
        isAI: true,
        aiPrompt: 'Be brief',
        aiCharLimit: 300,
        note: '',
        waitForAcceptance: true,
        waitPeriod: 10,
      });
      expect(warnings).toEqual([]);
    });

    it('given a blank prompt, then it becomes empty with a warning', () => {
      const { sequence, warnings } = convertSequence(
        [node('m', 'send-message', { isAI: true, aiPrompt: '   ', aiCharLimit: 800 })],
        [],
        options,
      );
      expect(sequence.steps.m.params).toMatchObject({ aiPrompt: '', aiCharLimit: 800 });
      expect(warnings).toHaveLength(1);
    });

    it('given a set prompt and limit, then they are kept', () => {
      const { sequence } = convertSequence(
        [node('m', 'send-message', { isAI: true, aiPrompt: 'Ask about hiring', aiCharLimit: 1200 })],
        [],
        options,
      );
      expect(sequence.steps.m.params).toEqual({
        isAI: true,
        aiPrompt: 'Ask about hiring',
        aiCharLimit: 1200,
        message: '',
      });
    });

    it('given a non-AI message, then its text and params are untouched', () => {
      const { sequence, warnings } = convertSequence(
        [node('m', 'send-message', { isAI: false, message: 'Hi {{firstName}}' })],
        [],
        options,
      );
      expect(sequence.steps.m.params).toEqual({ isAI: false, message: 'Hi {{firstName}}' });
      expect(warnings).toEqual([]);
    });
  });

  describe('the profile URL placeholder', () => {
    const leads = ['https://www.linkedin.com/in/jane/'];

    it.each(['view-profile', 'check-connection', 'send-connection', 'send-message'] as const)(
      'given leads and a %s node without profileUrl, then it gets {{profileUrl}}',
      (type) => {
        const { sequence } = convertSequence([node('n', type)], [], { ...options, leads });
        expect(sequence.steps.n.params.profileUrl).toBe(PROFILE_URL_PLACEHOLDER);
        expect(PROFILE_URL_PLACEHOLDER).toBe('{{profileUrl}}');
      },
    );

    it('given leads and a node with its own profileUrl, then that URL stays', () => {
      const { sequence } = convertSequence(
        [node('n', 'view-profile', { profileUrl: 'https://www.linkedin.com/in/x/' })],
        [],
        { ...options, leads },
      );
      expect(sequence.steps.n.params.profileUrl).toBe('https://www.linkedin.com/in/x/');
    });

    it.each(['endorse-skill', 'follow-profile', 'send-inmail'] as const)(
      'given leads and a %s node (it acts on the lead), then it gets the placeholder',
      (type) => {
        const { sequence } = convertSequence([node('n', type)], [], { ...options, leads });
        expect(sequence.steps.n.params.profileUrl).toBe('{{profileUrl}}');
      },
    );

    it.each(['like-post', 'delay', 'end-sequence'] as const)(
      'given leads and a %s node, then no profileUrl is added',
      (type) => {
        const { sequence } = convertSequence([node('n', type)], [], { ...options, leads });
        expect(sequence.steps.n.params.profileUrl).toBeUndefined();
      },
    );

    it.each([undefined, []])('given leads %p, then no placeholder is added', (noLeads) => {
      const { sequence } = convertSequence([node('n', 'view-profile')], [], { ...options, leads: noLeads });
      expect(sequence.steps.n.params.profileUrl).toBeUndefined();
    });
  });
});
