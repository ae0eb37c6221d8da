import { invalidSequenceMessage, validateSequence } from '@outflow/domain';
import { campaignPayload, defaultCampaignName } from './campaign-payload';
import { createBuilderEdge } from './sequence/builder-edges';
import { createBuilderNode } from './sequence/builder-nodes';

describe('the campaign creation payload', () => {
  const view = createBuilderNode('view-profile', { x: 15, y: 30 }, 1000, new Set());
  const message = createBuilderNode('send-message', { x: 15, y: 180 }, 1001, new Set());
  const edge = createBuilderEdge({ source: view.id, target: message.id, sourceHandle: null }, 'view-profile', 2000);

  it('given a name, leads and a graph, then it is the spec body with normalised leads', () => {
    // React Flow adds its own fields to what it holds; the API gets the spec's shapes only.
    const held = { ...view, selected: true, measured: { width: 180, height: 60 } };
    const body = campaignPayload({
      name: '  Spring outreach ',
      leads: ['https://www.linkedin.com/in/ada', 'https://www.linkedin.com/in/alan/', ' '],
      leadSource: 'manual',
      nodes: [held, message],
      edges: [{ ...edge, selected: true }],
    });
    expect(body).toEqual({
      name: 'Spring outreach',
      description: 'Spring outreach - created via sequence builder',
      leads: ['https://www.linkedin.com/in/ada/', 'https://www.linkedin.com/in/alan/'],
      leadSource: 'manual',
      sequence: {
        nodes: [
          {
            id: 'view-profile-1000',
            type: 'view-profile',
            position: { x: 15, y: 30 },
            data: { type: 'view-profile', label: 'View Profile', params: {} },
          },
          {
            id: 'send-message-1001',
            type: 'send-message',
            position: { x: 15, y: 180 },
            data: {
              type: 'send-message',
              label: 'Send Message',
              params: { message: '', alternativeMessage: '', isAI: false, aiPrompt: '', aiCharLimit: 500 },
            },
          },
        ],
        edges: [
          {
            id: 'view-profile-1000-send-message-1001-2000',
            source: 'view-profile-1000',
            target: 'send-message-1001',
            sourceHandle: null,
            type: 'custom',
            label: 'Next',
            style: { stroke: '#8a94a6', strokeWidth: 2 },
            className: 'sequence-edge sequence-edge-grey',
            data: { delay: 86_400_000 },
          },
        ],
      },
    });
  });

  it('is a graph the shared validator accepts as drawn', () => {
    const { sequence } = campaignPayload({ name: 'x', leads: [], nodes: [view, message], edges: [edge] });
    expect(validateSequence(sequence.nodes, sequence.edges).valid).toBe(true);
    const loose = campaignPayload({ name: 'x', leads: [], nodes: [view, message], edges: [] });
    expect(invalidSequenceMessage(validateSequence(loose.sequence.nodes, loose.sequence.edges).errors)).toBe(
      'Invalid sequence: Nodes must be connected with edges',
    );
  });

  it('given senders chosen, then it names them; given none, then it names none', () => {
    const draft = { name: 'x', leads: [], nodes: [view], edges: [] };
    expect(campaignPayload({ ...draft, senders: ['acc-1', 'acc-2'] }).senders).toEqual(['acc-1', 'acc-2']);
    expect(campaignPayload({ ...draft, senders: [] })).not.toHaveProperty('senders');
    expect(campaignPayload(draft)).not.toHaveProperty('senders');
  });

  it('names a new campaign after the day it is made', () => {
    expect(defaultCampaignName(new Date(2025, 2, 7, 23, 59))).toBe('Campaign 2025-03-07');
  });
});
