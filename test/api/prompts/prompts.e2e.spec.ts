import type { PromptAnswer, PromptList } from '@outflow/api-contract';
import type { ApiErrorBody } from '../../../apps/api/src/common/api-error';
import { useApiHarness } from '../../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';
import { userWith } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';

const PROMPTS = '/api/prompts';
const intro = { name: 'Warm intro', content: 'Mention their company and ask for a short call.', category: 'Intro' };

describeWithPostgres('the prompt library over HTTP (/api/prompts)', () => {
  const api = useApiHarness({ env: { LAPSE_CHECK_INTERVAL_MS: '3600000' } });

  const featureUser = () => userWith(api, { trial: true, linkedIn: true });

  it('answers an empty library before anything was saved', async () => {
    const { token } = await featureUser();
    expect(await api.request('GET', PROMPTS, { token })).toEqual({
      status: 200,
      body: { success: true, prompts: [], message: expect.any(String) },
    });
  });

  it('saves a prompt, answers it from the read model and lists it', async () => {
    const { token, user } = await featureUser();
    const res = await api.request<PromptAnswer>('POST', PROMPTS, { token, body: { ...intro, name: '  Warm intro  ' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      prompt: {
        _id: expect.any(String),
        name: 'Warm intro',
        content: intro.content,
        category: 'Intro',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(res.body.prompt.createdAt).toBe(res.body.prompt.updatedAt);
    const row = await api.readDb
      .selectFrom('prompts')
      .selectAll()
      .where('id', '=', res.body.prompt._id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
    const list = await api.request<PromptList>('GET', PROMPTS, { token });
    expect(list.body.prompts).toEqual([res.body.prompt]);
  });

  it("records PromptSaved on the user's prompts stream with the tenant and correlation id", async () => {
    const { token, user } = await featureUser();
    await api.request('POST', PROMPTS, { token, body: intro, headers: { 'x-request-id': 'req-prompt-1' } });
    const events = await api.eventStore.readStream(`prompts-${user.id}`);
    expect(events.map((e) => e.type)).toEqual(['PromptSaved']);
    expect(events[0].data).toMatchObject({ name: 'Warm intro', content: intro.content, category: 'Intro' });
    expect(events[0].metadata).toEqual({
      userId: user.id,
      actor: 'user',
      correlationId: 'req-prompt-1',
      causationId: 'req-prompt-1',
    });
  });

  it('lists the newest prompt first, and takes a prompt without a category', async () => {
    const { token } = await featureUser();
    await api.request('POST', PROMPTS, { token, body: intro });
    const second = await api.request<PromptAnswer>('POST', PROMPTS, {
      token,
      body: { name: 'Follow-up', content: 'Remind them kindly.' },
    });
    expect(second.body.prompt.category).toBeNull();
    const names = (await api.request<PromptList>('GET', PROMPTS, { token })).body.prompts.map(
      (p: { name: string }) => p.name,
    );
    expect(names).toEqual(['Follow-up', 'Warm intro']);
  });

  it('updates a prompt: the answer and the list carry the new fields and a later updatedAt', async () => {
    const { token } = await featureUser();
    const saved = (await api.request<PromptAnswer>('POST', PROMPTS, { token, body: intro })).body.prompt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await api.request<PromptAnswer>('PUT', `${PROMPTS}/${saved._id}`, {
      token,
      body: { name: 'Warmer intro', content: 'Be brief.', category: '' },
    });
    expect(res).toEqual({
      status: 200,
      body: {
        success: true,
        prompt: { ...saved, name: 'Warmer intro', content: 'Be brief.', category: null, updatedAt: expect.any(String) },
      },
    });
    expect(Date.parse(res.body.prompt.updatedAt)).toBeGreaterThan(Date.parse(saved.updatedAt));
    expect((await api.request<PromptList>('GET', PROMPTS, { token })).body.prompts).toEqual([res.body.prompt]);
  });

  it('deletes a prompt: it leaves the list, and a second delete or an update answers 404', async () => {
    const { token } = await featureUser();
    const saved = (await api.request<PromptAnswer>('POST', PROMPTS, { token, body: intro })).body.prompt;
    expect(await api.request('DELETE', `${PROMPTS}/${saved._id}`, { token })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await api.request<PromptList>('GET', PROMPTS, { token })).body.prompts).toEqual([]);
    expect((await api.request('DELETE', `${PROMPTS}/${saved._id}`, { token })).status).toBe(404);
    expect((await api.request('PUT', `${PROMPTS}/${saved._id}`, { token, body: intro })).status).toBe(404);
  });

  it.each([
    ['name', 'blank', { ...intro, name: '   ' }],
    ['name', 'missing', { content: intro.content }],
    ['name', 'over 100 characters', { ...intro, name: 'n'.repeat(101) }],
    ['content', 'blank', { ...intro, content: '\n  ' }],
    ['content', 'over 5000 characters', { ...intro, content: 'c'.repeat(5001) }],
    ['content', 'not a string', { ...intro, content: 42 }],
    ['category', 'not a string', { ...intro, category: 7 }],
    ['owner', 'an unknown field', { ...intro, owner: 'someone' }],
  ])('answers 400 naming %s when it is %s, and records nothing', async (field, _, body) => {
    const { token, user } = await featureUser();
    const res = await api.request<ApiErrorBody>('POST', PROMPTS, { token, body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    // The message names the field as the form does ("prompt text" for content) or as the API does.
    expect(res.body.message).toMatch(field === 'content' ? /content|prompt text/ : field);
    expect(await api.eventStore.readStream(`prompts-${user.id}`)).toEqual([]);
  });

  it('refuses an update that blanks the name with 400 naming it', async () => {
    const { token } = await featureUser();
    const saved = (await api.request<PromptAnswer>('POST', PROMPTS, { token, body: intro })).body.prompt;
    const res = await api.request<ApiErrorBody>('PUT', `${PROMPTS}/${saved._id}`, {
      token,
      body: { ...intro, name: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('name');
  });

  it("never shows, changes or deletes another user's prompt: 404, and the prompt stays as it was", async () => {
    const alice = await featureUser();
    const bob = await featureUser();
    const saved = (await api.request<PromptAnswer>('POST', PROMPTS, { token: alice.token, body: intro })).body.prompt;
    expect(
      (
        await api.request<PromptList>('GET', PROMPTS, {
          token: bob.token,
          headers: { 'X-Auth0-User-ID': alice.user.id },
        })
      ).body.prompts,
    ).toEqual([]);
    expect(
      (await api.request('PUT', `${PROMPTS}/${saved._id}`, { token: bob.token, body: { ...intro, name: 'Mine now' } }))
        .status,
    ).toBe(404);
    expect((await api.request('DELETE', `${PROMPTS}/${saved._id}`, { token: bob.token })).status).toBe(404);
    expect((await api.request<PromptList>('GET', PROMPTS, { token: alice.token })).body.prompts).toEqual([saved]);
  });

  it('needs a signed-in user with access to features', async () => {
    expect((await api.request('GET', PROMPTS)).status).toBe(401);
    const { token } = await userWith(api, { trial: true, linkedIn: false });
    const res = await api.request<ApiErrorBody>('POST', PROMPTS, { token, body: intro });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('LINKEDIN_NOT_CONNECTED');
  });
});
