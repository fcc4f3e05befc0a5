/**
 * A small non-cryptographic string hash (FNV-1a in one lane, a murmur-style multiply in the
 * other) giving 16 hex digits. Used for fingerprint ids and upload ids, where a collision costs
 * little and a library would cost bytes.
 */
export function hashString(input: string): string {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return hex(a) + hex(b);
}

const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');

/** 32 random hex digits. getRandomValues works on plain-http pages too, unlike randomUUID. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}
