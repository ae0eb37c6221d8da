import { maxMessageLength, messageLength } from './message-kind';

describe('message kinds', () => {
  it('allow 300 characters in a connection note and 5000 in a message (spec §9)', () => {
    expect(maxMessageLength('connection-note')).toBe(300);
    expect(maxMessageLength('message')).toBe(5000);
  });

  it('count length as a textarea does, in UTF-16 code units', () => {
    expect(messageLength('')).toBe(0);
    expect(messageLength('Hi Jan')).toBe(6);
    expect(messageLength('👋')).toBe(2);
  });
});
