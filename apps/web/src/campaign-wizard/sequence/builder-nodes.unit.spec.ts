import { PALETTE } from '@outflow/domain';
import { createBuilderNode, isConditionalNode, newNodeId } from './builder-nodes';

describe('builder nodes', () => {
  it("offers the spec's three actions and one condition, then more of LinkedIn, a delay and an end", () => {
    expect(PALETTE.map((entry) => [entry.label, entry.group])).toEqual([
      ['Send Connection', 'action'],
      ['Send Message', 'action'],
      ['View Profile', 'action'],
      ['Like a Recent Post', 'action'],
      ['Endorse Skills', 'action'],
      ['Follow', 'action'],
      ['Send InMail', 'action'],
      ['Check Connection', 'condition'],
      ['Delay', 'flow'],
      ['End', 'flow'],
    ]);
  });

  it('starts an InMail like a message and a delay at one day', () => {
    expect(createBuilderNode('send-inmail', { x: 0, y: 0 }, 1, new Set()).data.params).toEqual({
      message: '',
      alternativeMessage: '',
      isAI: false,
      aiPrompt: '',
      aiCharLimit: 500,
    });
    expect(createBuilderNode('delay', { x: 0, y: 0 }, 1, new Set()).data.params).toEqual({
      days: 1,
      hours: 0,
      minutes: 0,
    });
  });

  it('given a dropped type, then the node has its id, label and default params', () => {
    expect(createBuilderNode('send-connection', { x: 30, y: 45 }, 1700000000000, new Set())).toEqual({
      id: 'send-connection-1700000000000',
      type: 'send-connection',
      position: { x: 30, y: 45 },
      data: {
        type: 'send-connection',
        label: 'Send Connection',
        params: {
          note: '',
          alternativeMessage: '',
          isAI: false,
          aiPrompt: '',
          aiCharLimit: 300,
          waitForAcceptance: true,
          withdrawIfNotAccepted: false,
        },
      },
    });
    expect(createBuilderNode('check-connection', { x: 0, y: 0 }, 5, new Set()).data).toEqual({
      type: 'check-connection',
      label: 'Check Connection',
      params: {},
    });
  });

  it('given two nodes of a type in the same millisecond, then their ids still differ', () => {
    expect(newNodeId('view-profile', 7, new Set(['view-profile-7', 'view-profile-8']))).toBe('view-profile-9');
  });

  it('branches on check-connection and send-connection only', () => {
    expect(PALETTE.filter((entry) => isConditionalNode(entry.type)).map((entry) => entry.type)).toEqual([
      'send-connection',
      'check-connection',
    ]);
  });
});
