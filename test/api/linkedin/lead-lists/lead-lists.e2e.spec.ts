import type { ApiErrorBody } from '../../../../apps/api/src/common/api-error';
import { useApiHarness } from '../../../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';
import { connectLinkedIn } from '../../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';
import { userWithTrial, type Session } from '../../../support/linkedin-test-flows';

/** Lists need no provider call: the default harness (no sandbox), with the account connected by its events. */
describeWithPostgres('lead lists from a CSV file or a pasted list over HTTP', () => {
  const api = useApiHarness();
  let session: Session;
  beforeAll(async () => {
    session = await userWithTrial(api);
    await connectLinkedIn(api, session.user.id);
  });

  const postCsv = async (csv: string, contentType = 'text/csv', token = session.token) => {
    const res = await fetch(`${api.url}/api/leads/parse-csv`, {
      method: 'POST',
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      body: csv,
    });
    return { status: res.status, body: await res.json() };
  };

  const CSV = [
    'name,profile,notes',
    'Ada,"https://www.linkedin.com/in/ada-lovelace",first',
    "Alan,'<https://linkedin.com/in/alan-turing/>',second",
    'Ada again,https://www.linkedin.com/in/ada-lovelace/,duplicate',
    'Grace,https://www.linkedin.com/company/navy,not a profile',
    '',
  ].join('\n');

  it('keeps the LinkedIn profile URLs of an uploaded CSV: stripped, normalised with a slash, without duplicates, saying what was left out', async () => {
    const expected = {
      profileUrls: ['https://www.linkedin.com/in/ada-lovelace/', 'https://linkedin.com/in/alan-turing/'],
      count: 2,
      duplicates: [{ profileUrl: 'https://www.linkedin.com/in/ada-lovelace/', line: 4, firstLine: 2 }],
      refused: [
        {
          text: 'https://www.linkedin.com/company/navy',
          line: 5,
          reason: 'a LinkedIn page that is not a profile (linkedin.com/in/…)',
        },
      ],
    };
    expect(await postCsv(CSV)).toEqual({ status: 200, body: expected });
    expect(await postCsv(CSV, 'text/plain')).toEqual({ status: 200, body: expected });
    expect(await api.request('POST', '/api/leads/parse-csv', { token: session.token, body: { csv: CSV } })).toEqual({
      status: 200,
      body: expected,
    });
  });

  it("answers a CSV without profile URLs with 400 'No LinkedIn URLs found in the CSV file'", async () => {
    expect(await postCsv('name,company\nAda,Analytical Engines\n')).toMatchObject({
      status: 400,
      body: { errorCode: 'NO_PROFILE_URLS', field: 'csv', message: 'No LinkedIn URLs found in the CSV file' },
    });
  });

  it("answers a malformed CSV with 400 'Error processing CSV file'", async () => {
    expect(
      await postCsv(
        'name,profile\nAda,"https://www.linkedin.com/in/ada-lovelace\nAlan,https://www.linkedin.com/in/alan-turing\n',
      ),
    ).toMatchObject({
      status: 400,
      body: { errorCode: 'CSV_PARSE_ERROR', field: 'csv', message: 'Error processing CSV file' },
    });
  });

  it('refuses a JSON body without the CSV text (400 on csv)', async () => {
    expect(
      await api.request('POST', '/api/leads/parse-csv', { token: session.token, body: { file: 'x' } }),
    ).toMatchObject({ status: 400, body: { field: 'csv' } });
  });

  it('takes a pasted list line by line, trimmed, blank lines dropped, saying which lines repeat and which are refused and why', async () => {
    const text =
      '  https://www.linkedin.com/in/ada-lovelace \n\nhttps://www.linkedin.com/in/ada-lovelace/\r\nnot checked\n';
    expect(await api.request('POST', '/api/leads/parse-list', { token: session.token, body: { text } })).toEqual({
      status: 200,
      body: {
        profileUrls: ['https://www.linkedin.com/in/ada-lovelace/'],
        count: 1,
        duplicates: [{ profileUrl: 'https://www.linkedin.com/in/ada-lovelace/', line: 3, firstLine: 1 }],
        refused: [{ text: 'not checked', line: 4, reason: 'more than one word: one profile URL per line' }],
      },
    });
    expect(
      await api.request('POST', '/api/leads/parse-list', { token: session.token, body: { text: ' \n\n' } }),
    ).toMatchObject({
      status: 400,
      body: { field: 'text', message: 'Please add at least one LinkedIn profile URL' },
    });
    expect(
      (await api.request<ApiErrorBody>('POST', '/api/leads/parse-list', { token: session.token, body: {} })).body.field,
    ).toBe('text');
  });

  it('is a feature: refused without a running trial (402)', async () => {
    const other = await api.signUp();
    expect((await postCsv(CSV, 'text/csv', other.token)).status).toBe(402);
  });

  it('without a LinkedIn provider on this server, the connection routes answer 503 LINKEDIN_NOT_CONFIGURED', async () => {
    expect(
      await api.request('POST', '/api/linkedin-accounts/hosted-auth', { token: session.token, body: {} }),
    ).toMatchObject({
      status: 503,
      body: { errorCode: 'LINKEDIN_NOT_CONFIGURED' },
    });
  });
});
