import net from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as a real SMTP server received it, headers decoded for assertions. */
export type ReceivedMail = {
  envelopeFrom: string;
  envelopeTo: string[];
  header(name: string): string | undefined;
  text: string;
};

/** RFC 2047 words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, h: string) =>
                String.fromCharCode(Number.parseInt(h, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  // 7bit/8bit: the raw bytes (read as latin1) are the UTF-8 text.
  return Buffer.from(body, 'latin1').toString('utf8');
}

function parse(raw: string, envelopeFrom: string, envelopeTo: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(
      line.slice(0, colon).trim().toLowerCase(),
      decodeWords(line.slice(colon + 1).trim()),
    );
  }
  const text = decodeBody(
    raw.slice(split + 4),
    headers.get('content-transfer-encoding')?.toLowerCase(),
  ).replace(/\r\n/g, '\n');
  return { envelopeFrom, envelopeTo, header: (name) => headers.get(name.toLowerCase()), text };
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtpSink(): Promise<{
  url: string;
  mails: ReceivedMail[];
  waitForMails(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        mails.push(
          parse(
            Buffer.concat(chunks).toString('latin1'),
            from,
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMails(n, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (mails.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local port nothing listens on: where an SMTP server that is down would be. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
