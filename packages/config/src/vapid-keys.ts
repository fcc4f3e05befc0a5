import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The VAPID key pair, base64url (the form web-push and `PushManager.subscribe` take). */
export type VapidKeys = { publicKey: string; privateKey: string; source: 'env' | 'file' };

export type VapidKeySettings = {
  publicKey?: string;
  privateKey?: string;
  /** Where the generated pair is kept (vapid.json). */
  dataDir: string;
  /**
   * Whether a missing pair may be made here. Only on the embedded default (SQLite): several
   * instances on PostgreSQL would each make their own pair, and a subscription made with one
   * instance's key is refused by the push service when another instance signs for it.
   */
  mayGenerate: boolean;
};

export const VAPID_KEY_FILE = 'vapid.json';

/** The pair from env, else the one kept in DATA_DIR (made once when allowed), else null. */
export function resolveVapidKeys(settings: VapidKeySettings): VapidKeys | null {
  const { publicKey, privateKey } = settings;
  if (publicKey && privateKey) {
    assertPair(publicKey, privateKey, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
    return { publicKey, privateKey, source: 'env' };
  }
  if (publicKey || privateKey)
    throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  if (!settings.mayGenerate) return null;
  return readOrCreateKeyFile(path.join(settings.dataDir, VAPID_KEY_FILE));
}

/** A fresh P-256 pair: the uncompressed public point (65 bytes) and the 32-byte private scalar. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  // getPrivateKey drops leading zero bytes; VAPID wants exactly 32.
  const privateKey = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(privateKey, 32 - raw.length);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}

function assertPair(publicKey: string, privateKey: string, where: string): void {
  const ecdh = crypto.createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  } catch {
    throw new Error(`${where}: the private key is not a P-256 key`);
  }
  // A mismatched pair only shows later as every push refused (403): say so at start instead.
  if (ecdh.getPublicKey().toString('base64url') !== publicKey)
    throw new Error(`${where}: the public key does not belong to the private key`);
}

function readKeyFile(file: string): VapidKeys {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    publicKey?: unknown;
    privateKey?: unknown;
  };
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string')
    throw new Error(`${file}: not a VAPID key file`);
  assertPair(parsed.publicKey, parsed.privateKey, file);
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey, source: 'file' };
}

function readOrCreateKeyFile(file: string): VapidKeys {
  if (fs.existsSync(file)) return readKeyFile(file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written aside, then hard-linked into place: link fails if the file exists, so two processes
  // starting together agree on one pair and nobody reads a half-written file.
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temp, `${JSON.stringify(generateVapidKeys(), null, 2)}\n`, { mode: 0o600 });
  try {
    fs.linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return readKeyFile(file);
}
