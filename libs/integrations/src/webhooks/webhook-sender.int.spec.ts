import { WebhookReceiver } from '../../../../test/support/webhook-receiver';
import { DeliveryAgents, isPublicAddress, refusedDestination } from './destination-policy';
import { sendWebhook } from './webhook-sender';
import { signWebhookBody, verifyWebhookSignature } from './webhook-signature';

describe('webhook destinations and signatures', () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
  });
  afterAll(() => receiver.close());

  const delivery = {
    eventId: 'e1',
    eventType: 'lead.replied',
    body: JSON.stringify({ id: 'e1', type: 'lead.replied' }),
  };
  const byName = () => receiver.url.replace('127.0.0.1', 'localhost');

  it('refuses at delivery a name whose address is private (localhost → 127.0.0.1), before connecting', async () => {
    const agents = new DeliveryAgents(false);
    const before = receiver.received.length;
    const result = await sendWebhook(agents, { url: byName(), secret: 's' }, delivery, 1_700_000_000);
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/not allowed/);
    expect(receiver.received).toHaveLength(before);
    agents.destroy();
  });

  it('delivers there when the operator allows private destinations, signed with the secret', async () => {
    const agents = new DeliveryAgents(true);
    const result = await sendWebhook(agents, { url: byName(), secret: 's3cret' }, delivery, 1_700_000_000);
    expect(result).toMatchObject({ statusCode: 200, error: null });
    const got = receiver.received.at(-1)!;
    expect(got.signature).toBe(signWebhookBody('s3cret', delivery.body, 1_700_000_000));
    expect(got.eventId).toBe('e1');
    agents.destroy();
  });

  it.each([
    ['8.8.8.8', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.100.100.200', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fd00:ec2::254', false],
    ['::ffff:10.0.0.1', false],
    ['2001:4860:4860::8888', true],
  ])('%s is public: %p', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('refuses literals and localhost at subscription, not names, and nothing when private is allowed', () => {
    expect(refusedDestination('http://sub.localhost/x', false)).toMatch(/localhost/);
    expect(refusedDestination('https://crm.example.com/x', false)).toBeUndefined();
    expect(refusedDestination('http://127.0.0.1/x', true)).toBeUndefined();
  });

  it('verifies a signature only with the right secret, body and a recent time', () => {
    const header = signWebhookBody('k', '{"a":1}', 1_700_000_000);
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature('k', '{"a":1}', header, 1_700_000_100)).toBe(true);
    expect(verifyWebhookSignature('k', '{"a":1}', header, 1_700_000_400)).toBe(false);
    expect(verifyWebhookSignature('k', '{"a":2}', header, 1_700_000_000)).toBe(false);
    expect(verifyWebhookSignature('x', '{"a":1}', header, 1_700_000_000)).toBe(false);
    expect(verifyWebhookSignature('k', '{"a":1}', 'garbage', 1_700_000_000)).toBe(false);
  });
});
