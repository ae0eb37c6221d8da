import { Body, Controller, Delete, ForbiddenException, Get, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Response } from 'express';
import { AnyApiKey } from '../api-keys/api-key-scope.decorator';
import type { AuthenticatedRequest } from '../common/authenticated-user';
import { registerTools } from './mcp-tools';
import { restCallFor } from './rest-call';

/**
 * The Model Context Protocol server (issue 22) over Streamable HTTP at /api/mcp, with the official
 * SDK, stateless: each POST carries its JSON-RPC messages and gets its answer as JSON, on a server
 * made for that request with the tools the key's scopes allow. API keys only (Bearer ofk_…).
 */
@ApiTags('mcp')
@ApiBearerAuth()
@AnyApiKey()
@Controller('mcp')
export class McpController {
  @Post()
  @ApiOperation({ summary: 'MCP JSON-RPC messages (Streamable HTTP); authenticate with an API key' })
  @ApiBody({ schema: { type: 'object', description: 'A JSON-RPC 2.0 request, notification or batch' } })
  async post(@Req() request: AuthenticatedRequest, @Res() response: Response, @Body() body: unknown): Promise<void> {
    const key = request.apiKey;
    if (!key)
      throw new ForbiddenException({
        statusCode: 403,
        message: 'The MCP server takes an API key (Settings → API keys), not a session',
        errorCode: 'API_KEY_REQUIRED',
      });
    const server = new McpServer({ name: 'outflow', version: '0.1.0' });
    registerTools(server, key.scopes, restCallFor(request));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request, response, body);
  }

  /** No server-sent stream and no session to end: the server is stateless. */
  @Get()
  @ApiOperation({ summary: 'Not used: the server is stateless (405)' })
  stream(@Res() response: Response): void {
    methodNotAllowed(response);
  }

  @Delete()
  @ApiOperation({ summary: 'Not used: the server is stateless (405)' })
  end(@Res() response: Response): void {
    methodNotAllowed(response);
  }
}

function methodNotAllowed(response: Response): void {
  response
    .status(405)
    .set('Allow', 'POST')
    .json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: POST JSON-RPC messages' }, id: null });
}
