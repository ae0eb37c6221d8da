import type { GeneratedMessage } from '@outflow/api-contract';
import type { ApiErrorBody } from '../../../apps/api/src/common/api-error';
import type { INestApplication } from '@nestjs/common';
import { OfflineAiWriter, readAiLeadProfile } from '@outflow/ai';
import { loadConfig } from '@outflow/config';
import { openAiWriter, openAuth, openBilling } from '@outflow/wiring';
import type { AddressInfo } from 'node:net';
import { useApiHarness } from '../../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';
import { OpenAiApiServer } from '../../../libs/ai/src/testing/openai-api-server';
import { createApiApp } from '../../../apps/api/src/api-app';
import { syncLinkedInProfile, userWith } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';

const GENERATE = '/api/ai-messages/generate';
const profile = {
  firstName: 'Anna',
  lastName: 'Berg',
  headline: 'Growth | SaaS',
  companyName: 'Acme Analytics',
  jobTitle: 'Head of Growth',
  location: 'Oslo, Norway',
  country: 'Norway',
};

describeWithPostgres('POST /api/ai-messages/generate', () => {
  const api = useApiHarness({ env: { LAPSE_CHECK_INTERVAL_MS: '3600000' } });

  const featureUser = () => userWith(api, { trial: true, linkedIn: true });

  describe('with the offline writer (no OPENAI_API_KEY)', () => {
    it('writes for the profile within the limit, labelled offline', async () => {
      const { token } = await featureUser();
      const res = await api.request<GeneratedMessage>('POST', GENERATE, {
        token,
        body: { profile, aiPrompt: 'Ask for a short call about their growth plans', characterLimit: 200 },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: expect.any(String), writer: 'offline' });
      expect(res.body.message.length).toBeLessThanOrEqual(200);
      expect(res.body.message).toMatch(/^Hi Anna,/);
      expect(res.body.message).toContain('Acme Analytics');
      expect(res.body.message).toContain('call about your growth plans');
    });

    it("passes the profile, prompt, limit and the user's name as sender to the writer", async () => {
      const { token, user } = await featureUser();
      const body = { profile, aiPrompt: 'Invite them to our webinar', characterLimit: 2000 };
      const res = await api.request<GeneratedMessage>('POST', GENERATE, { token, body });
      const expected = await new OfflineAiWriter().write({
        kind: 'message',
        prompt: body.aiPrompt,
        characterLimit: 2000,
        profile: readAiLeadProfile(profile),
        sender: { name: user.name },
      });
      expect(res.body.message).toBe(expected.text);
      expect(res.body.message).toContain(`Best regards,\n${user.name.split(' ')[0]}`);
    });

    it('signs as the connected LinkedIn account, which is who sends it, not as the Outflow user', async () => {
      const { token, user } = await featureUser();
      await syncLinkedInProfile(api, user.id, 'Grace Hopper');
      const res = await api.request<GeneratedMessage>('POST', GENERATE, {
        token,
        body: { profile, aiPrompt: 'Invite them to our webinar', characterLimit: 2000 },
      });
      expect(res.body.message).toContain('Best regards,\nGrace');
      expect(res.body.message).not.toContain(user.name.split(' ')[0]);
    });

    it('reads the LinkedIn profile as the profile fetch answers it (company, position)', async () => {
      const { token } = await featureUser();
      const fetched = {
        providerId: 'ACo1',
        firstName: 'Li',
        lastName: 'Wu',
        fullName: 'Li Wu',
        company: 'Globex',
        position: 'CTO',
        headline: null,
        skills: [],
      };
      const res = await api.request<GeneratedMessage>('POST', GENERATE, {
        token,
        body: { profile: fetched, aiPrompt: 'Say hello' },
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toMatch(/^Hi Li,/);
      expect(res.body.message).toContain('CTO at Globex');
    });

    it('caps a connection note at 300 characters', async () => {
      const { token } = await featureUser();
      const long = { ...profile, companyName: 'Company '.repeat(40), jobTitle: 'Chief '.repeat(40) };
      const res = await api.request<GeneratedMessage>('POST', GENERATE, {
        token,
        body: { profile: long, aiPrompt: 'connect', characterLimit: 2000, kind: 'connection-note' },
      });
      expect(res.status).toBe(200);
      expect(res.body.message.length).toBeLessThanOrEqual(300);
    });

    it.each([
      ['aiPrompt', 'missing', { profile }],
      ['aiPrompt', 'blank', { profile, aiPrompt: '   \n ' }],
      ['aiPrompt', 'not a string', { profile, aiPrompt: 42 }],
      ['characterLimit', 'below 100', { profile, aiPrompt: 'Hi', characterLimit: 99 }],
      ['characterLimit', 'above 2000', { profile, aiPrompt: 'Hi', characterLimit: 2001 }],
      ['characterLimit', 'not whole', { profile, aiPrompt: 'Hi', characterLimit: 150.5 }],
      ['characterLimit', 'not a number', { profile, aiPrompt: 'Hi', characterLimit: 'many' }],
      ['profile', 'not an object', { profile: 'Anna', aiPrompt: 'Hi' }],
      ['kind', 'unknown', { profile, aiPrompt: 'Hi', kind: 'inmail' }],
      ['chatId', 'not a field of this call', { profile, aiPrompt: 'Hi', chatId: 'c1' }],
    ])('answers 400 naming %s when it is %s', async (field, _, body) => {
      const { token } = await featureUser();
      const res = await api.request<ApiErrorBody>('POST', GENERATE, { token, body });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.message).toContain(field);
    });

    it('is behind the sign-in and the access gate', async () => {
      const body = { profile, aiPrompt: 'Hi' };
      expect((await api.request('POST', GENERATE, { body })).status).toBe(401);
      const noTrial = await userWith(api, { trial: false, linkedIn: true });
      expect(await api.request('POST', GENERATE, { token: noTrial.token, body })).toMatchObject({
        status: 402,
        body: { errorCode: 'SUBSCRIPTION_REQUIRED' },
      });
      const noLinkedIn = await userWith(api, { trial: true, linkedIn: false });
      expect(await api.request('POST', GENERATE, { token: noLinkedIn.token, body })).toMatchObject({
        status: 403,
        body: { errorCode: 'LINKEDIN_NOT_CONNECTED' },
      });
    });
  });

  describe('with an OpenAI-compatible server (OPENAI_API_KEY, OPENAI_BASE_URL)', () => {
    let server: OpenAiApiServer;
    let app: INestApplication;
    let url: string;

    beforeAll(async () => {
      server = await OpenAiApiServer.start({ apiKey: 'sk-e2e' });
      // A second API on the harness's stores and token secret, wired as main.ts wires it.
      const config = loadConfig({
        DATABASE_URL: api.config.DATABASE_URL,
        PORT: '0',
        DATA_DIR: api.config.DATA_DIR,
        LOG_LEVEL: 'silent',
        LAPSE_CHECK_INTERVAL_MS: '3600000',
        OPENAI_API_KEY: 'sk-e2e',
        OPENAI_BASE_URL: server.url,
        OPENAI_MODEL: 'local-model',
      });
      const { eventStore, readDb, bus, clock } = api;
      app = await createApiApp({
        config,
        eventStore,
        readDb,
        bus,
        clock,
        ...openAuth(config),
        billing: openBilling(config, clock),
        ai: openAiWriter(config),
      });
      await app.listen(0, '127.0.0.1');
      url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await app?.close();
      await server?.close();
    });

    const generate = async (token: string, body: unknown) => {
      const res = await fetch(`${url}${GENERATE}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    };

    it("answers the model's message, asked for at most the default 300 characters", async () => {
      const { token } = await featureUser();
      server.answer({ reply: 'Hi Anna, loved your growth talk at Acme. Coffee next week?' });
      const res = await generate(token, { profile, aiPrompt: 'Suggest a coffee' });
      expect(res).toEqual({
        status: 200,
        body: {
          success: true,
          message: 'Hi Anna, loved your growth talk at Acme. Coffee next week?',
          writer: 'openai',
        },
      });
      const sent = server.requests[server.requests.length - 1];
      expect(sent.body.model).toBe('local-model');
      expect(sent.body.messages[0].content).toContain('at most 300 characters');
      expect(sent.body.messages[1].content).toContain('Suggest a coffee');
      expect(sent.body.messages[1].content).toContain('- Company: Acme Analytics');
    });

    it('cuts an overshooting answer to the limit', async () => {
      const { token } = await featureUser();
      server.answer({ reply: `Hi Anna. ${'This sentence keeps going on and on. '.repeat(20)}` });
      const res = await generate(token, { profile, aiPrompt: 'Say hello', characterLimit: 100 });
      expect(res.status).toBe(200);
      expect(res.body.message.length).toBeLessThanOrEqual(100);
      expect(res.body.message).toMatch(/^Hi Anna\. This sentence keeps going on and on\./);
    });

    it("answers 503 'Please try again later' when the model's server keeps failing, after retrying", async () => {
      const { token } = await featureUser();
      const before = server.requests.length;
      server.answer({ status: 500 }, { status: 503 }, { status: 500 });
      const res = await generate(token, { profile, aiPrompt: 'Say hello' });
      expect(res).toEqual({
        status: 503,
        body: {
          statusCode: 503,
          success: false,
          message: 'Failed to generate AI message. Please try again later.',
          errorCode: 'AI_WRITER_UNAVAILABLE',
        },
      });
      expect(server.requests.length - before).toBe(3);
    });

    it('answers 502 when the model server refuses the key, and says nothing of the key', async () => {
      const { token } = await featureUser();
      server.answer({ status: 401, message: 'Incorrect API key provided: sk-e2e' });
      const res = await generate(token, { profile, aiPrompt: 'Say hello' });
      expect(res).toEqual({
        status: 502,
        body: {
          statusCode: 502,
          success: false,
          message: 'Failed to generate AI message',
          errorCode: 'AI_WRITER_REJECTED',
        },
      });
    });
  });
});
