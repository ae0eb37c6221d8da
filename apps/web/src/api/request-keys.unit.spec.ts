import { RequestKeys } from './request-keys';

describe('RequestKeys', () => {
  it('keeps one key per request until it went through, even after trying another', () => {
    const keys = new RequestKeys();
    const first = keys.keyFor('{"name":"Founders"}');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyFor('{"name":"Founders"}')).toBe(first);
    const changed = keys.keyFor('{"name":"Founders 2"}');
    expect(changed).not.toBe(first);
    // Back to the first request after another: its first attempt may have gone through unseen.
    expect(keys.keyFor('{"name":"Founders"}')).toBe(first);
    const sent = keys.keyFor('{"name":"Sent"}');
    keys.done('{"name":"Sent"}');
    expect(keys.keyFor('{"name":"Sent"}')).not.toBe(sent);
  });
});
