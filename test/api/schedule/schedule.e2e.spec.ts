import type { ScheduleSettings, Session } from '@outflow/api-contract';
import type { ApiErrorBody } from '../../../apps/api/src/common/api-error';
import { userStream } from '@outflow/domain';
import { useApiHarness } from '../../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';

const valid = {
  timeZone: 'Europe/Paris',
  workingHours: { enabled: true, days: [1, 2, 3, 4], start: '09:30', end: '17:00' },
  warmUp: { enabled: false },
};

describeWithPostgres('schedule settings over HTTP', () => {
  const api = useApiHarness();

  it('answers the defaults in the zone the browser sent at sign-up: weekdays 08:00–18:00, warm-up on', async () => {
    const res = await api.request<Session>('POST', '/api/auth/signup', {
      body: {
        email: `tokyo-${Date.now()}@example.com`,
        password: 'correct horse battery',
        name: 'Tokyo',
        timeZone: 'Asia/Tokyo',
      },
    });
    expect(res.status).toBe(201);
    const got = await api.request('GET', '/api/schedule/settings', { token: res.body.accessToken });
    expect(got).toEqual({
      status: 200,
      body: {
        timeZone: 'Asia/Tokyo',
        workingHours: { enabled: true, days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
        warmUp: { enabled: true },
      },
    });
    const { token } = await api.signUp();
    expect((await api.request<ScheduleSettings>('GET', '/api/schedule/settings', { token })).body.timeZone).toBe('UTC');
  });

  it('refuses an unknown zone at sign-up, naming the field', async () => {
    const res = await api.request<ApiErrorBody>('POST', '/api/auth/signup', {
      body: {
        email: `nowhere-${Date.now()}@example.com`,
        password: 'correct horse battery',
        name: 'N',
        timeZone: 'Mars/Olympus',
      },
    });
    expect([res.status, res.body.field]).toEqual([400, 'timeZone']);
  });

  it('keeps what PUT saved, read back from the read model, as ScheduleSettingsChanged on the user stream', async () => {
    const { token, user } = await api.signUp();
    const put = await api.request('PUT', '/api/schedule/settings', { token, body: valid });
    expect(put).toEqual({ status: 200, body: valid });
    expect((await api.request('GET', '/api/schedule/settings', { token })).body).toEqual(valid);
    const events = await api.eventStore.readStream(userStream(user.id));
    expect(events.filter((e) => e.type === 'ScheduleSettingsChanged').map((e) => e.data)).toEqual([
      expect.objectContaining({ settings: valid }),
    ]);
  });

  it.each([
    [{ ...valid, timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ ...valid, timeZone: null }, 'timeZone'],
    [{ ...valid, workingHours: { ...valid.workingHours, days: [0] } }, 'workingHours.days[0]'],
    [{ ...valid, workingHours: { ...valid.workingHours, days: 'weekdays' } }, 'workingHours.days'],
    [{ ...valid, workingHours: { ...valid.workingHours, start: '25:00' } }, 'workingHours.start'],
    [{ ...valid, workingHours: { ...valid.workingHours, start: '18:00', end: '18:00' } }, 'workingHours.end'],
    [{ ...valid, workingHours: null }, 'workingHours'],
    [{ ...valid, warmUp: { enabled: 'yes' } }, 'warmUp.enabled'],
  ])('refuses bad settings with 400 naming the field, and stores nothing (%#)', async (body, field) => {
    const { token, user } = await api.signUp();
    const res = await api.request<ApiErrorBody>('PUT', '/api/schedule/settings', { token, body });
    expect([res.status, res.body.field]).toEqual([400, field]);
    const events = await api.eventStore.readStream(userStream(user.id));
    expect(events.map((e) => e.type)).toEqual(['UserRegistered']);
  });

  it('needs a signed-in user, but neither a subscription nor LinkedIn (a new user sets it up first)', async () => {
    expect((await api.request('GET', '/api/schedule/settings')).status).toBe(401);
    const { token } = await api.signUp();
    expect((await api.request('PUT', '/api/schedule/settings', { token, body: valid })).status).toBe(200);
  });
});
