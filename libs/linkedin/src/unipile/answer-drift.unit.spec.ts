import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AnswerDriftMonitor, callName } from './answer-drift';
import { searchPageValidator } from './sdk-schemas';

const searchPage = () => JSON.parse(readFileSync(path.join(__dirname, 'fixtures', 'search-page.json'), 'utf8'));

describe('answer drift monitor', () => {
  it('given request paths, then each endpoint has one name whatever ids it was called with', () => {
    expect(callName('GET', ['users', 'ACoAAA1'])).toBe('GET /users/{id}');
    expect(callName('GET', ['users', 'me'])).toBe('GET /users/me');
    expect(callName('DELETE', ['users', 'invite', 'sent', '7284913305671245824'])).toBe(
      'DELETE /users/invite/sent/{id}',
    );
    expect(callName('GET', ['chats', 'c1', 'messages'])).toBe('GET /chats/{id}/messages');
  });

  it('given a matching answer, then nothing is counted or logged', () => {
    const log: string[] = [];
    const monitor = new AnswerDriftMonitor((m) => log.push(m));
    expect(monitor.check('POST /linkedin/search', searchPageValidator, searchPage())).toBe(true);
    expect(monitor.report()).toEqual({ mismatchedAnswers: 0, mismatches: 0, mismatchedFields: [] });
    expect(log).toEqual([]);
  });

  it('given the same field drifted in every item of two answers, then every mismatch counts and the field is logged once', () => {
    const log: string[] = [];
    const monitor = new AnswerDriftMonitor((m) => log.push(m));
    const drifted = searchPage();
    for (const item of drifted.items) item.network_distance = 'SELF';
    monitor.check('POST /linkedin/search', searchPageValidator, drifted);
    monitor.check('POST /linkedin/search', searchPageValidator, drifted);
    expect(monitor.report()).toEqual({
      mismatchedAnswers: 2,
      mismatches: 4,
      mismatchedFields: ['POST /linkedin/search /items/*/network_distance'],
    });
    expect(log).toEqual([expect.stringContaining('POST /linkedin/search /items/*/network_distance')]);
  });

  it('given a watched validator, then the SDK is told the answer passed (so it neither warns each time nor throws)', () => {
    const monitor = new AnswerDriftMonitor(() => undefined);
    const watched = monitor.watching('POST /linkedin/search', searchPageValidator);
    expect(watched.Check({ object: 'nothing like it' })).toBe(true);
    expect(monitor.report().mismatchedAnswers).toBe(1);
  });
});
