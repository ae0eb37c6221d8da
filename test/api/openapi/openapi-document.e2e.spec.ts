import fs from 'node:fs';
import { ANSWERS_FILE, generateOpenApiAnswers, serialize } from '../../../scripts/openapi-answers';
import { useApiHarness } from '../../support/api-suite';
import { OpenApiAnswerCheck, type OpenApiDocument } from '../../support/openapi-answer-check';
import { describeWithPostgres } from '@outflow/testing';

type Doc = OpenApiDocument;

/** Operations whose success is not a JSON body: files, the MCP transport and its unused methods. */
const NOT_JSON =
  /^(CampaignsController_exportHistory|SupportController_exportHistory|LeadsController_export|LeadsController_exportSelected|CampaignLeadsController_export|McpController_.*)$/;

describeWithPostgres('the OpenAPI document: every route, its request and its answer schemas', () => {
  const api = useApiHarness();
  let doc: Doc;
  beforeAll(async () => {
    doc = (await (await fetch(`${api.url}/api/docs-json`)).json()) as Doc;
  });

  it('lists every public route with the JSON schema of its answer and of its errors', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(operations.map((o) => o.key)).toEqual(
      expect.arrayContaining([
        'GET /api/api-keys',
        'POST /api/api-keys',
        'DELETE /api/api-keys/{id}',
        'GET /api/webhook-subscriptions',
        'POST /api/webhook-subscriptions',
        'PATCH /api/webhook-subscriptions/{id}',
        'GET /api/webhook-subscriptions/{id}/deliveries',
        'POST /api/webhook-subscriptions/{id}/deliveries/{deliveryId}/retry',
        'POST /api/campaigns/{id}/leads',
        'POST /api/campaigns/{id}/leads/remove',
        'GET /api/leads/export',
        'POST /api/mcp',
      ]),
    );
    const missing = operations
      .filter(({ op }) => !NOT_JSON.test(op.operationId ?? ''))
      .filter(({ op }) => {
        const success = Object.entries(op.responses ?? {}).find(([code]) => code.startsWith('2'));
        return !success?.[1].content?.['application/json'];
      })
      .map((o) => o.key);
    expect(missing).toEqual([]);
    expect(operations.filter(({ op }) => !op.responses?.default).map((o) => o.key)).toEqual([]);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('the answer check refuses a body off the schema, an unlisted status and a route not in the document', async () => {
    const check = new OpenApiAnswerCheck(doc);
    const { token } = await api.signUp();
    const body = (await (
      await fetch(`${api.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Record<string, unknown>;
    const json = 'application/json';
    expect(check.problem('GET', '/api/auth/me', 200, body, json)).toBeUndefined();
    expect(check.problem('GET', '/api/auth/me', 200, { ...body, roles: 'user' }, json)).toMatch(/roles/);
    expect(check.problem('GET', '/api/auth/me', 200, { ...body, extra: 1 }, json)).toMatch(/additional/);
    expect(check.problem('GET', '/api/auth/me', 204, null, null)).toMatch(/does not list/);
    expect(check.problem('GET', '/api/nowhere', 200, {}, json)).toMatch(/not in the OpenAPI document/);
    expect(
      check.problem('GET', '/api/auth/me', 401, { statusCode: 401, message: 'x', errorCode: 'Y' }, json),
    ).toBeUndefined();
    expect(check.problem('GET', '/api/auth/me', 401, { message: 'x' }, json)).toMatch(/statusCode/);
  });

  it('its answer schemas are the ones the controllers declare today (npm run openapi:answers writes them)', () => {
    expect(serialize(generateOpenApiAnswers())).toEqual(fs.readFileSync(ANSWERS_FILE, 'utf8'));
  }, 60_000);
});
