import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { CampaignAnswer, CampaignHistoryPage, CreatedApiKey, DoNotContactPage } from '@outflow/api-contract';
import { contactStream } from '@outflow/domain';
import { useApiHarness } from '../../support/api-suite';
import { VIEW_ONLY_GRAPH } from '../../support/campaign-fixtures';
import { describeWithPostgres } from '@outflow/testing';
import { userWith } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';

const sequence = VIEW_ONLY_GRAPH;

describeWithPostgres('MCP server at /api/mcp: an SDK client, an API key, its scopes', () => {
  const api = useApiHarness();
  const clients: Client[] = [];
  afterAll(async () => {
    for (const client of clients) await client.close();
  });

  const connect = async (key: string) => {
    const client = new Client({ name: 'outflow-test-agent', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${api.url}/api/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    });
    await client.connect(transport);
    clients.push(client);
    return client;
  };
  const setUp = async (scopes: string[]) => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const campaign = await api.request<CampaignAnswer>('POST', '/api/campaigns', {
      token,
      body: { name: 'Founders Q4', leads: ['https://www.linkedin.com/in/ada-lovelace'], sequence },
    });
    const key = (await api.request<CreatedApiKey>('POST', '/api/api-keys', { token, body: { name: 'Claude', scopes } }))
      .body;
    return { token, campaignId: campaign.body.campaign._id, key: key.key };
  };
  const text = (result: unknown) =>
    (result as CallToolResult).content.map((c) => (c.type === 'text' ? c.text : '')).join('');

  it('lists the tools the key allows, and runs a campaign pause recorded with the key as actor', async () => {
    const { token, campaignId, key } = await setUp(['campaigns:write', 'inbox:write', 'leads:read']);
    const client = await connect(key);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'add_leads_to_campaign',
      'get_campaign_state',
      'list_campaigns',
      'list_chats',
      'pause_campaign',
      'read_chat',
      'resume_campaign',
      'search_leads',
      'send_message',
    ]);
    const send = tools.find((t) => t.name === 'send_message')!;
    expect(send.description).toMatch(/on LinkedIn/);
    expect(send.inputSchema.required).toEqual(expect.arrayContaining(['chatId', 'text', 'confirm']));

    const found = await client.callTool({ name: 'list_campaigns', arguments: { query: 'q4' } });
    expect(JSON.parse(text(found))).toEqual([expect.objectContaining({ _id: campaignId, name: 'Founders Q4' })]);

    const paused = await client.callTool({ name: 'pause_campaign', arguments: { campaignId } });
    expect(paused.isError).toBeFalsy();
    const campaign = await api.request<CampaignAnswer>('GET', `/api/campaigns/${campaignId}`, { token });
    expect(campaign.body.campaign.status).toBe('paused');
    const added = await client.callTool({
      name: 'add_leads_to_campaign',
      arguments: {
        campaignId,
        profileUrls: ['https://www.linkedin.com/in/grace-hopper', 'https://www.linkedin.com/in/ada-lovelace'],
      },
    });
    expect(JSON.parse(text(added))).toEqual({ success: true, added: 1, alreadyInCampaign: 1, skipped: [] });
    // The API searches and pages the leads: one of the two, and how many there are.
    const searched = JSON.parse(text(await client.callTool({ name: 'search_leads', arguments: { limit: 1 } })));
    expect([searched.total, searched.leads.length]).toEqual([2, 1]);
    const grace = JSON.parse(text(await client.callTool({ name: 'search_leads', arguments: { query: 'GRACE' } })));
    expect(grace.leads.map((l: { profileUrl: string }) => l.profileUrl)).toEqual([
      expect.stringContaining('grace-hopper'),
    ]);
    const badUrl = await client.callTool({
      name: 'add_leads_to_campaign',
      arguments: { campaignId, profileUrls: ['nope'] },
    });
    expect(badUrl.isError).toBe(true);
    expect(text(badUrl)).toMatch(/^400 .*field: profileUrls/);
    const history = await api.request<CampaignHistoryPage>(
      'GET',
      `/api/campaigns/${campaignId}/history?type=CampaignStatusChanged`,
      { token },
    );
    expect(history.body.entries.map((e) => e.actor)).toEqual(['api-key:Claude']);
  });

  it("validates a tool's input like its route (errors name the field) and holds a key to its scopes", async () => {
    const { campaignId, key } = await setUp(['campaigns:read']);
    const client = await connect(key);
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual([
      'get_campaign_state',
      'list_campaigns',
    ]);
    const refused = await client.callTool({ name: 'pause_campaign', arguments: { campaignId } });
    expect(refused.isError).toBe(true);
    const missing = await client.callTool({
      name: 'get_campaign_state',
      arguments: { campaignId: 'no-such-campaign' },
    });
    expect(missing.isError).toBe(true);
    expect(text(missing)).toMatch(/^404/);
  });

  it('adds to the Do-Not-Contact list (validated like its route, the key as actor) and searches contacts', async () => {
    const { token, key } = await setUp(['contacts:write', 'contacts:read']);
    const client = await connect(key);
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual([
      'add_to_do_not_contact',
      'search_contacts',
    ]);
    const badUrl = await client.callTool({
      name: 'add_to_do_not_contact',
      arguments: { profileUrls: ['https://example.com/ada'] },
    });
    expect(badUrl.isError).toBe(true);
    expect(text(badUrl)).toMatch(/^400 .*field: profileUrls/);
    const tooLong = await client.callTool({
      name: 'add_to_do_not_contact',
      arguments: { profileUrls: ['https://www.linkedin.com/in/ada-lovelace'], reason: 'x'.repeat(501) },
    });
    expect(tooLong.isError).toBe(true);
    const none = await api.request<DoNotContactPage>('GET', '/api/do-not-contact', { token });
    expect(none.body.total).toBe(0);

    const added = await client.callTool({
      name: 'add_to_do_not_contact',
      arguments: { profileUrls: ['https://www.linkedin.com/in/ada-lovelace'], reason: 'Asked by email' },
    });
    expect(added.isError).toBeFalsy();
    // Ada was a running lead of the campaign: her sequence stopped at once.
    expect(JSON.parse(text(added))).toEqual({ added: 1, alreadyListed: 0, stopped: 1 });
    const me = await api.request<{ id: string }>('GET', '/api/auth/me', { token });
    const listed = (await api.eventStore.readStream(contactStream(me.body.id, 'ada-lovelace'))).find(
      (e) => e.type === 'ContactDoNotContactAdded',
    );
    expect(listed?.metadata.actor).toBe('api-key:Claude');

    const found = await client.callTool({ name: 'search_contacts', arguments: { query: 'ADA' } });
    expect(JSON.parse(text(found))).toMatchObject({
      total: 1,
      items: [
        {
          id: 'ada-lovelace',
          profileUrl: expect.stringContaining('ada-lovelace'),
          doNotContact: { code: 'user', reason: 'Asked by email' },
        },
      ],
    });
    const nobody = await client.callTool({ name: 'search_contacts', arguments: { query: 'grace' } });
    expect(JSON.parse(text(nobody))).toMatchObject({ total: 0, items: [] });
  });

  it('refuses sessions and unknown keys', async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const init = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    };
    const headers = { accept: 'application/json, text/event-stream' };
    expect(await api.request('POST', '/api/mcp', { token, body: init, headers })).toMatchObject({
      status: 403,
      body: { errorCode: 'API_KEY_REQUIRED' },
    });
    expect((await api.request('POST', '/api/mcp', { token: 'ofk_abcdefgh_nope', body: init, headers })).status).toBe(
      401,
    );
  });
});
