import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { scopesAllow, type ApiKeyScope } from '@outflow/domain';
import { z } from 'zod';
import type { RestAnswer, RestCall } from './rest-call';

/** A tool's answer: the route's JSON, or its error (status, message, the field at fault) marked as one. */
function toolResult(answer: RestAnswer, shape?: (body: unknown) => unknown): CallToolResult {
  if (answer.status >= 400) {
    const error = (answer.body ?? {}) as { message?: string; field?: string; errorCode?: string };
    const field = error.field ? ` (field: ${error.field})` : '';
    return {
      isError: true,
      content: [
        {
          type: 'text',
          text: `${answer.status} ${error.errorCode ?? ''}: ${error.message ?? JSON.stringify(answer.body)}${field}`,
        },
      ],
    };
  }
  const body = shape ? shape(answer.body) : answer.body;
  return { content: [{ type: 'text', text: JSON.stringify(body, null, 2) }] };
}

const id = (what: string) => z.string().min(1).max(255).describe(what);
const path = encodeURIComponent;
/** A tool input's scalar as URL text (the SDK checked it against the tool's schema; anything else reads as empty). */
const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

interface Tool {
  readonly name: string;
  readonly scope: ApiKeyScope;
  readonly description: string;
  readonly input: z.ZodRawShape;
  readonly run: (rest: RestCall, input: Record<string, unknown>) => Promise<CallToolResult>;
}

/**
 * The tools an agent gets (issue 22), each the mirror of a REST route: the route does the
 * validation, the scope check and the recording; a tool only shapes the call. A key sees the tools
 * its scopes allow.
 */
const TOOLS: readonly Tool[] = [
  {
    name: 'list_campaigns',
    scope: 'campaigns:read',
    description:
      'List the campaigns (id, name, status, figures), newest first; `query` keeps those whose name contains it.',
    input: { query: z.string().max(200).optional().describe('Part of a campaign name, any case') },
    run: async (rest, input) =>
      toolResult(await rest('GET', '/api/campaigns'), (body) => {
        const campaigns = (body as { campaigns: Array<{ name: string }> }).campaigns;
        const query = typeof input.query === 'string' ? input.query.toLowerCase() : '';
        return query ? campaigns.filter((c) => c.name.toLowerCase().includes(query)) : campaigns;
      }),
  },
  {
    name: 'get_campaign_state',
    scope: 'campaigns:read',
    description:
      "A campaign's state: its figures, its sequence, and a page of its leads with each one's step, state and why it waits (`waiting`).",
    input: {
      campaignId: id('The campaign id'),
      page: z.number().int().min(1).optional(),
      perPage: z.number().int().min(1).max(200).optional(),
    },
    run: async (rest, input) => {
      const query = new URLSearchParams({ page: text(input.page ?? 1), perPage: text(input.perPage ?? 50) });
      return toolResult(await rest('GET', `/api/campaigns/${path(text(input.campaignId))}/state?${query}`));
    },
  },
  {
    name: 'search_leads',
    scope: 'leads:read',
    description:
      'Search the leads of every campaign (or of one): `query` matches name, headline, location or profile URL. Answers at most `limit` leads, and how many match in all.',
    input: {
      query: z.string().max(200).optional(),
      campaignId: id('Only this campaign’s leads').optional(),
      limit: z.number().int().min(1).max(200).optional(),
    },
    run: async (rest, input) => {
      // The API searches and pages: one page of `limit` leads, and the total it found.
      const query = new URLSearchParams({ page: '1', perPage: text(input.limit ?? 50) });
      if (input.query) query.set('search', text(input.query));
      if (input.campaignId) query.set('campaignId', text(input.campaignId));
      return toolResult(await rest('GET', `/api/leads?${query}`), (body) => {
        const { data, total } = body as { data: Array<Record<string, unknown>>; total: number };
        return { total, leads: data };
      });
    },
  },
  {
    name: 'search_contacts',
    scope: 'contacts:read',
    description:
      'Search the people your outreach knows across campaigns: `query` matches name, profile URL or public id. Each says whether they are on the Do-Not-Contact list, which campaign holds them now, and when they replied.',
    input: {
      query: z.string().max(200).optional(),
      page: z.number().int().min(1).optional(),
      perPage: z.number().int().min(1).max(200).optional(),
    },
    run: async (rest, input) => {
      const query = new URLSearchParams({ page: text(input.page ?? 1), perPage: text(input.perPage ?? 50) });
      if (input.query) query.set('search', text(input.query));
      return toolResult(await rest('GET', `/api/contacts?${query}`));
    },
  },
  {
    name: 'add_to_do_not_contact',
    scope: 'contacts:write',
    description:
      'Put LinkedIn members on the Do-Not-Contact list: no campaign contacts them again, and their running sequences stop at once. Members already listed are counted, not changed.',
    input: {
      profileUrls: z.array(z.string()).min(1).max(1000).describe('LinkedIn profile URLs'),
      reason: z.string().max(500).optional().describe('Why, shown beside each entry'),
    },
    run: async (rest, input) =>
      toolResult(
        await rest('POST', '/api/do-not-contact', {
          profileUrls: input.profileUrls,
          ...(input.reason === undefined ? {} : { reason: input.reason }),
        }),
      ),
  },
  {
    name: 'add_leads_to_campaign',
    scope: 'campaigns:write',
    description: 'Add LinkedIn profile URLs to a running or paused campaign; people it already has are left out.',
    input: { campaignId: id('The campaign id'), profileUrls: z.array(z.string()).min(1).max(1000) },
    run: async (rest, input) =>
      toolResult(
        await rest('POST', `/api/campaigns/${path(text(input.campaignId))}/leads`, {
          profileUrls: input.profileUrls,
        }),
      ),
  },
  {
    name: 'pause_campaign',
    scope: 'campaigns:write',
    description: 'Pause a running campaign: no lead of it is acted on until it is resumed.',
    input: { campaignId: id('The campaign id') },
    run: async (rest, input) =>
      toolResult(await rest('PATCH', `/api/campaigns/${path(text(input.campaignId))}/status`, { status: 'paused' })),
  },
  {
    name: 'resume_campaign',
    scope: 'campaigns:write',
    description: 'Resume a paused campaign.',
    input: { campaignId: id('The campaign id') },
    run: async (rest, input) =>
      toolResult(await rest('PATCH', `/api/campaigns/${path(text(input.campaignId))}/status`, { status: 'active' })),
  },
  {
    name: 'list_chats',
    scope: 'inbox:read',
    description: 'List LinkedIn chats, newest first, with their last message and unread count.',
    input: {
      limit: z.number().int().min(1).max(250).optional(),
      skip: z.number().int().min(0).optional(),
      campaignsOnly: z.boolean().optional().describe('Only chats with a lead of a campaign'),
    },
    run: async (rest, input) => {
      const query = new URLSearchParams({ limit: text(input.limit ?? 50), skip: text(input.skip ?? 0) });
      if (input.campaignsOnly !== undefined) query.set('campaignsOnly', text(input.campaignsOnly));
      return toolResult(await rest('GET', `/api/messages/chats?${query}`));
    },
  },
  {
    name: 'read_chat',
    scope: 'inbox:read',
    description: 'Read one chat: its attendees and messages.',
    input: { chatId: id('The chat id') },
    run: async (rest, input) => toolResult(await rest('GET', `/api/messages/chats/${path(text(input.chatId))}`)),
  },
  {
    name: 'send_message',
    scope: 'inbox:write',
    description:
      'Sends a message on LinkedIn, for real, from the connected account to the chat. Set `confirm: true` only once the user has agreed to send this text.',
    input: {
      chatId: id('The chat id'),
      text: z.string().describe('The message text'),
      confirm: z.literal(true).describe('Must be true: the message goes out on LinkedIn'),
    },
    run: async (rest, input) =>
      toolResult(await rest('POST', `/api/messages/chats/${path(text(input.chatId))}/messages`, { text: input.text })),
  },
];

/** Registers the tools the key's scopes allow. */
export function registerTools(server: McpServer, scopes: readonly string[], rest: RestCall): void {
  for (const tool of TOOLS.filter((t) => scopesAllow(scopes, t.scope)))
    server.registerTool(
      tool.name,
      { description: `${tool.description} (needs ${tool.scope})`, inputSchema: tool.input },
      (input: Record<string, unknown>) => tool.run(rest, input),
    );
}
