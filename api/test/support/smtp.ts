import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The message with quoted-printable soft breaks and escapes decoded. */
  decoded: string;
}

/** Undoes quoted-printable encoding, enough to read links and text in the tests. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A real SMTP server on loopback that keeps what it receives. `delayMs` holds each message
 * before accepting it (a slow mail server: deliveries stay in progress that long).
 */
export async function startSmtpServer(options: { delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const decoded = decodeQuotedPrintable(raw);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          decoded,
        });
        if (options.delayMs) setTimeout(callback, options.delayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for a message to arrive for `to`. */
    async waitFor(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No email for ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in an email that points at `path`, and its token. */
export function linkIn(mail: { decoded?: string; textBody?: string | null }, path: string) {
  const text = mail.decoded ?? mail.textBody ?? '';
  const match = new RegExp(
    `https?://[^\\s"<>]+${path.replace(/[/?]/g, '\\$&')}\\?token=([\\w-]+)`,
  ).exec(text);
  if (!match) throw new Error(`No ${path} link in email`);
  return { url: match[0], token: match[1] };
}
