import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

// web-push's own decryption library (its dependency): the relay reads what web-push wrote.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: crypto.ECDH; authSecret: string },
  ): Buffer;
};

/** One push the relay accepted: decrypted, with what its VAPID signature said. */
export type RelayedPush = {
  name: string;
  text: string;
  /** The JWT in `Authorization: vapid t=…, k=…` verified against its key `k`. */
  vapid: { valid: boolean; publicKey: string; audience?: string; subject?: string };
  ttl: string | undefined;
};

/**
 * A push service on loopback, for tests: it mints browser-side subscriptions (a P-256 key pair
 * and auth secret per name, as a browser would), accepts web-push's encrypted POSTs to their
 * endpoints, decrypts them with the subscription's private key and hands the plaintext on
 * (`deliver`, e.g. into a real service worker) before answering 201. `answer` picks another
 * status per subscription (410 = gone).
 */
export async function startPushRelay(
  opts: {
    answer?: (name: string) => number;
    deliver?: (push: RelayedPush) => Promise<void> | void;
  } = {},
) {
  const keys = new Map<string, { ecdh: crypto.ECDH; auth: string }>();
  const received: RelayedPush[] = [];
  const attempts: string[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const name = decodeURIComponent(/^\/push\/([^/?]+)$/.exec(req.url ?? '')?.[1] ?? '');
      const subscription = keys.get(name);
      if (req.method !== 'POST' || !subscription) return res.writeHead(404).end();
      attempts.push(name);
      const status = opts.answer?.(name) ?? 201;
      if (status !== 201) return res.writeHead(status).end();
      try {
        const text = ece
          .decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: subscription.ecdh,
            authSecret: subscription.auth,
          })
          .toString('utf8');
        const push = {
          name,
          text,
          vapid: verifyVapid(req.headers.authorization),
          ttl: req.headers.ttl as string | undefined,
        };
        received.push(push);
        await opts.deliver?.(push);
        res.writeHead(201).end();
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    /** Names of every subscription a POST came for, in order (whatever the answer). */
    attempts,
    /** A new browser-side subscription: its endpoint on this relay and its public keys. */
    subscribe(name: string): { endpoint: string; keys: { p256dh: string; auth: string } } {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16).toString('base64url');
      keys.set(name, { ecdh, auth });
      return {
        endpoint: `${url}/push/${encodeURIComponent(name)}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushRelay = Awaited<ReturnType<typeof startPushRelay>>;

function verifyVapid(header: string | undefined): RelayedPush['vapid'] {
  const token = /\bt=([^,\s]+)/.exec(header ?? '')?.[1] ?? '';
  const publicKey = /\bk=([^,\s]+)/.exec(header ?? '')?.[1] ?? '';
  const [head, body, signature] = token.split('.');
  try {
    const point = Buffer.from(publicKey, 'base64url');
    const key = crypto.createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    const valid = crypto.verify(
      'sha256',
      Buffer.from(`${head}.${body}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      aud?: string;
      sub?: string;
    };
    return { valid, publicKey, audience: claims.aud, subject: claims.sub };
  } catch {
    return { valid: false, publicKey };
  }
}
