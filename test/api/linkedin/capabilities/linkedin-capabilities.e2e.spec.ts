/**
 * The builder and the API agree on what the LinkedIn provider can do: the answer of
 * `GET /api/linkedin/capabilities` drives both the palette filter (the web app's function) and
 * `POST /api/campaigns`'s refusal, for the adapter as it runs on the sandbox (follow supported)
 * and as it runs on Unipile (no follow endpoint).
 */
import {
  offeredPalette,
  PALETTE,
  PROVIDER_ACTION_LABELS,
  PROVIDER_ACTIONS,
  type ProviderAction,
} from '@outflow/domain';
import type { ProviderCapabilities } from '@outflow/api-contract';
import type { ApiErrorBody } from '../../../../apps/api/src/common/api-error';
import { useApiHarness } from '../../../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';
import { userWith } from '../../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';

jest.setTimeout(180_000);

const node = (id: string, type: string, params: Record<string, unknown> = {}) => ({
  id,
  type,
  position: { x: 0, y: 0 },
  data: { type, label: type, params },
});
const leads = ['https://www.linkedin.com/in/ada-lovelace/'];
/** A sequence whose second step (sequence.nodes[1]) is of the given kind. */
const sequenceWith = (kind: string) => ({
  nodes: [node('view-profile-1', 'view-profile'), node(`${kind}-2`, kind, { message: 'Hi {{firstName}}' })],
  edges: [{ id: 'e1', source: 'view-profile-1', target: `${kind}-2`, type: 'custom', data: { delay: 3_600_000 } }],
});

/** Today's palette plus every other action as a palette item, as the later Like/Endorse/Follow/InMail items will be. */
const fullPalette = [
  ...PALETTE,
  ...PROVIDER_ACTIONS.filter((action) => !PALETTE.some((entry) => entry.type === action)).map((action) => ({
    type: action,
    label: PROVIDER_ACTION_LABELS[action],
    group: 'action',
  })),
];

describe.each([
  ['sandbox', true],
  ['unipile', false],
] as const)('LinkedIn capabilities with the adapter as it runs on %s', (provider, followSupported) => {
  describeWithPostgres('the capabilities route, the palette filter and the campaign refusal', () => {
    const api = useApiHarness({ linkedin: true, linkedinProvider: provider });

    it(`answers the supported actions (follow ${followSupported ? 'included' : 'left out'}); the palette offers exactly those, and the API refuses exactly the others`, async () => {
      const { token } = await userWith(api, { trial: true, linkedIn: true });
      const answer = await api.request<ProviderCapabilities>('GET', '/api/linkedin/capabilities', { token });
      expect(answer.status).toBe(200);
      const actions: ProviderAction[] = answer.body.actions;
      expect(actions.includes('follow-profile')).toBe(followSupported);
      expect(actions).toEqual(
        expect.arrayContaining(['view-profile', 'send-connection', 'send-message', 'check-connection', 'like-post']),
      );

      const offered = new Set(offeredPalette(fullPalette, new Set(actions)).map((entry) => entry.type));

      const refused = new Set<string>();
      for (const action of PROVIDER_ACTIONS) {
        const created = await api.request<ApiErrorBody>('POST', '/api/campaigns', {
          token,
          body: { name: `With ${action}`, leads, sequence: sequenceWith(action) },
        });
        if (created.body.errorCode === 'ACTION_NOT_SUPPORTED') {
          expect(created.status).toBe(400);
          expect(created.body).toMatchObject({
            field: 'sequence.nodes[1]',
            message: `sequence.nodes[1]: ${PROVIDER_ACTION_LABELS[action]} is not supported by the LinkedIn provider`,
          });
          refused.add(action);
        }
      }
      // Agreement: what the palette offers is what the API does not refuse, and both follow the route's answer.
      expect([...refused].sort()).toEqual(PROVIDER_ACTIONS.filter((a) => !actions.includes(a)).sort());
      expect(PROVIDER_ACTIONS.filter((a) => offered.has(a)).sort()).toEqual([...actions].sort());
      expect(refused.has('follow-profile')).toBe(!followSupported);
    });

    it('creates a campaign made of supported steps', async () => {
      const { token } = await userWith(api, { trial: true, linkedIn: true });
      const created = await api.request<ApiErrorBody>('POST', '/api/campaigns', {
        token,
        body: { name: 'Supported', leads, sequence: sequenceWith('send-message') },
      });
      expect(created.status).toBe(201);
    });
  });
});
