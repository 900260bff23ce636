import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../config/app.config.js';
import { FinalJobError } from '../jobs/jobs.js';
import { TermiiTextSender } from './termii-text.sender.js';

describe('the Termii sender, against a fake Termii on loopback', () => {
  let server: Server;
  let base: string;
  let status = 200;
  const received: Record<string, unknown>[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push(JSON.parse(body) as Record<string, unknown>);
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(status === 200 ? '{"message_id":"m-1"}' : '{"message":"no"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const sender = (whatsappFrom?: string) =>
    new TermiiTextSender({
      texts: {
        provider: 'termii',
        termii: { apiKey: 'k', senderId: 'RentNaija', whatsappFrom, baseUrl: base },
      },
    } as AppConfig);
  const meta = { channel: 'sms' as const, shownBody: 'Hello', oneTimeCode: false };

  it('refuses a WhatsApp text at once when no WhatsApp device is configured', async () => {
    const before = received.length;
    await expect(
      sender().send('+2348030000001', 'Hello', { ...meta, channel: 'whatsapp' }),
    ).rejects.toBeInstanceOf(FinalJobError);
    expect(received).toHaveLength(before);
  });

  it('takes a 4xx as final, but a rate limit, a timeout status or a 5xx as worth retrying', async () => {
    for (const [code, final] of [
      [400, true],
      [401, true],
      [404, true],
      [408, false],
      [429, false],
      [500, false],
      [503, false],
    ] as [number, boolean][]) {
      status = code;
      const error = await sender()
        .send('+2348030000001', 'Hello', meta)
        .catch((e: unknown) => e);
      expect([code, error instanceof FinalJobError]).toEqual([code, final]);
      expect(String(error)).toContain(`Termii answered ${code}`);
    }
    status = 200;
    expect(await sender().send('+2348030000001', 'Hello', meta)).toEqual({ messageId: 'm-1' });
  });
});
