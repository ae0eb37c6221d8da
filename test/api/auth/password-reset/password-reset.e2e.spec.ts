import type { Session } from '@outflow/api-contract';
import { FixedClock, PASSWORD_RESET_VALID_MS, userStream } from '@outflow/domain';
import { startApiHarness, type ApiHarness } from '../../../support/api-harness';
import { eventually, describeWithPostgres } from '@outflow/testing';
import { useMailingApiHarness } from '../../../support/api-suite';
import { resetLinkIn } from '../../../support/smtp-inbox';
import { main as usersCli } from '../../../../apps/api/src/users-cli';
import type { ApiErrorBody } from '../../../../apps/api/src/common/api-error';

const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);

/** The user id and token a reset link carries. */
const partsOf = (link: string) => {
  const url = new URL(link);
  return { user: url.searchParams.get('user')!, token: url.searchParams.get('token')! };
};

describeWithPostgres('a forgotten password, with SMTP (a local SMTP server) and without', () => {
  const clock = new FixedClock(T0);
  const { api, inbox } = useMailingApiHarness({ clock });
  beforeEach(() => clock.set(T0));

  const signUp = async (email: string, password = 'the old password') =>
    (await api.request<Session>('POST', '/api/auth/signup', { body: { email, password, name: 'Rita Reset' } })).body;
  const logIn = (email: string, password: string) =>
    api.request<Session>('POST', '/api/auth/login', { body: { email, password } });
  const mailTo = (email: string) =>
    eventually(async () => inbox.mails.find((m) => m.to.includes(email)), `a mail to ${email}`);

  it('mails a link that sets a new password once, ends every session, and records requested/used on the user stream', async () => {
    const session = await signUp('rita@example.com');
    expect(await api.request('GET', '/api/auth/config')).toMatchObject({ body: { passwordReset: 'email' } });

    const asked = await api.request('POST', '/api/auth/forgot-password', { body: { email: ' Rita@Example.com ' } });
    expect(asked).toEqual({ status: 200, body: { success: true, delivery: 'email' } });
    const mail = await mailTo('rita@example.com');
    expect(mail.from).toBe('outflow@example.com');
    expect(mail.raw).toContain('Subject: Reset your Outflow password');
    const link = resetLinkIn(mail)!;
    expect(link.startsWith('http://localhost:3000/reset-password?user=')).toBe(true);
    const { user, token } = partsOf(link);

    // The token is not in the event store: only its hash.
    const events = await api.eventStore.readStream(userStream(user));
    const requested = events.find((e) => e.type === 'PasswordResetRequested')!;
    expect(JSON.stringify(requested.data)).not.toContain(token);
    expect(requested.data).toMatchObject({
      delivery: 'email',
      expiresAt: new Date(T0.getTime() + PASSWORD_RESET_VALID_MS).toISOString(),
    });

    const weak = await api.request<ApiErrorBody>('POST', '/api/auth/reset-password', {
      body: { user, token, password: 'short' },
    });
    expect([weak.status, weak.body.field]).toEqual([400, 'password']);

    const done = await api.request('POST', '/api/auth/reset-password', {
      body: { user, token, password: 'a brand new secret' },
    });
    expect(done).toEqual({ status: 200, body: { success: true } });
    expect((await logIn('rita@example.com', 'the old password')).status).toBe(401);
    expect((await logIn('rita@example.com', 'a brand new secret')).status).toBe(200);
    // The session from before the reset is over.
    expect((await api.request('GET', '/api/auth/me', { token: session.accessToken })).status).toBe(401);
    const types = (await api.eventStore.readStream(userStream(user))).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['PasswordResetRequested', 'PasswordResetUsed', 'UserSignedOut']));

    // Single use.
    const again = await api.request<ApiErrorBody>('POST', '/api/auth/reset-password', {
      body: { user, token, password: 'yet another secret' },
    });
    expect(again).toMatchObject({
      status: 400,
      body: { field: 'token', message: 'This link has expired or was already used: ask for a new one' },
    });
  });

  it('refuses a link after its hour, and answers an unknown address as any other (no mail)', async () => {
    await signUp('late@example.com');
    await api.request('POST', '/api/auth/forgot-password', { body: { email: 'late@example.com' } });
    const { user, token } = partsOf(resetLinkIn(await mailTo('late@example.com'))!);
    clock.advance(PASSWORD_RESET_VALID_MS);
    const late = await api.request<ApiErrorBody>('POST', '/api/auth/reset-password', {
      body: { user, token, password: 'too late for this' },
    });
    expect([late.status, late.body.field]).toEqual([400, 'token']);

    const before = inbox.mails.length;
    expect(await api.request('POST', '/api/auth/forgot-password', { body: { email: 'nobody@example.com' } })).toEqual({
      status: 200,
      body: { success: true, delivery: 'email' },
    });
    const forged = await api.request<ApiErrorBody>('POST', '/api/auth/reset-password', {
      body: { user, token: 'made-up-token', password: 'guessing is futile' },
    });
    expect([forged.status, forged.body.field]).toEqual([400, 'token']);
    expect(inbox.mails.length).toBe(before);
  });

  describe('without SMTP', () => {
    let bare: ApiHarness;
    beforeAll(async () => {
      bare = await startApiHarness({ clock });
    });
    afterAll(() => bare?.stop());

    it('says the operator resets passwords, and `npm run users -- reset-password` prints a working link', async () => {
      await bare.request('POST', '/api/auth/signup', {
        body: { email: 'ops@example.com', password: 'the old password', name: 'Otto' },
      });
      expect(await bare.request('GET', '/api/auth/config')).toMatchObject({ body: { passwordReset: 'operator' } });
      expect(await bare.request('POST', '/api/auth/forgot-password', { body: { email: 'ops@example.com' } })).toEqual({
        status: 200,
        body: { success: true, delivery: 'operator' },
      });
      const lines: string[] = [];
      const code = await usersCli(['reset-password', 'ops@example.com'], {
        env: {
          DATABASE_URL: bare.config.DATABASE_URL,
          DATA_DIR: bare.config.DATA_DIR,
          PUBLIC_URL: 'http://localhost:3000',
          LOG_LEVEL: 'silent',
        },
        clock,
        out: (line) => lines.push(line),
        err: (line) => lines.push(line),
      });
      expect(code).toBe(0);
      expect(lines[0]).toBe(
        'A link that sets a new password for ops@example.com (once, within an hour): hand it to them.',
      );
      const { user, token } = partsOf(lines[1]);
      expect(
        await bare.request('POST', '/api/auth/reset-password', {
          body: { user, token, password: 'set by the operator' },
        }),
      ).toEqual({ status: 200, body: { success: true } });
      expect(
        (
          await bare.request('POST', '/api/auth/login', {
            body: { email: 'ops@example.com', password: 'set by the operator' },
          })
        ).status,
      ).toBe(200);
      const recorded = (await bare.eventStore.readStream(userStream(user))).find(
        (e) => e.type === 'PasswordResetRequested',
      );
      expect(recorded?.data).toMatchObject({ delivery: 'operator' });
      expect(recorded?.metadata).toMatchObject({ actor: 'operator' });
    });
  });
});
