import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app';
import { readSmsOutbox } from '../mail/outbox';
import { SmsDeliveryError, sendSms } from './sms';

/** A stand-in SMS provider: records what it is sent, and fails for one number. */
const received: Array<{ authorization: string | undefined; body: unknown }> = [];
const provider = Fastify();
provider.post('/v1/messages', async (request, reply) => {
  received.push({ authorization: request.headers.authorization, body: request.body });
  if ((request.body as { to?: string }).to === '+10000000000') return reply.code(422).send({ error: 'unroutable number' });
  return reply.code(202).send({ id: 'msg-1' });
});
let providerUrl = '';
beforeAll(async () => {
  await provider.listen({ port: 0, host: '127.0.0.1' });
  providerUrl = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}/v1/messages`;
});
afterAll(() => provider.close());

describe('sendSms through the HTTP provider (SMS_URL set)', () => {
  it('posts JSON { to, text } with the bearer token', async () => {
    const config = await testConfig({ SMS_URL: providerUrl, SMS_TOKEN: 'provider-token' });
    await sendSms(config, { to: '+14155550100', text: 'Your code is 123456.' });
    expect(received.at(-1)).toEqual({ authorization: 'Bearer provider-token', body: { to: '+14155550100', text: 'Your code is 123456.' } });
    expect(await readSmsOutbox(config)).toEqual([]);
  });

  it('throws with the provider status when the provider refuses', async () => {
    const config = await testConfig({ SMS_URL: providerUrl, SMS_TOKEN: 'provider-token' });
    const sending = sendSms(config, { to: '+10000000000', text: 'x' });
    await expect(sending).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(sendSms(config, { to: '+10000000000', text: 'x' })).rejects.toThrow(/answered 422: .*unroutable number/);
  });
});

describe('sendSms without SMS_URL (dev outbox)', () => {
  it('writes the message to DATA_DIR/sms', async () => {
    const config = await testConfig();
    await sendSms(config, { to: '+447700900123', text: 'Your code is 654321.\n\nSecond paragraph.' });
    expect(await readSmsOutbox(config)).toEqual([
      { to: '+447700900123', sent_at: expect.any(String), text: 'Your code is 654321.\n\nSecond paragraph.' },
    ]);
  });
});
