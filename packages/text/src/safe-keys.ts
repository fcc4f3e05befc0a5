/**
 * The one rule for keys a visitor (or an imported file) chooses: `__proto__`, `constructor` and
 * `prototype` never become property names. Assigned to a plain object, `__proto__` replaces or
 * reaches its prototype (`o.__proto__.x = 1` writes to Object.prototype, and every object in the
 * process then has `x`); the other two lead there through `constructor.prototype`. Parsers of
 * outside input refuse such keys with a clear error, and build what they return on objects
 * without a prototype (docs/security.md, "Prototype keys").
 */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
]);

export function isPrototypeKey(key: string): boolean {
  return PROTOTYPE_KEYS.has(key);
}

/** An empty record with no prototype: any key is an own property, and nothing is inherited. */
export function emptyRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** Thrown for a prototype key in outside input; its message names the key. */
export class PrototypeKeyError extends SyntaxError {
  constructor(readonly key: string) {
    super(`the key "${key}" is not allowed`);
    this.name = 'PrototypeKeyError';
  }
}

function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (PROTOTYPE_KEYS.has(key)) throw new PrototypeKeyError(key);
  return value;
}

/**
 * JSON.parse for outside input: the same values, but a prototype key at any depth (also when
 * spelled with escapes, `"\u005f_proto__"`) throws PrototypeKeyError, so a poisoned object never
 * reaches a merge, a spread or an assignment. Malformed JSON throws SyntaxError as usual.
 */
export function parseUntrustedJson(text: string): unknown {
  // The reviver visits every value (several times slower on the analytics beacons' path). A key
  // can only spell a prototype key with those letters in the text, or through a \u escape (JSON's
  // other escapes make no letters), so a text with neither cannot hold one: parsed plainly.
  if (!MAY_SPELL_PROTOTYPE_KEY.test(text)) return JSON.parse(text);
  return JSON.parse(text, refusePrototypeKeys);
}

const MAY_SPELL_PROTOTYPE_KEY = /proto|constructor|\\u/;

// The names a field name is made of, as form parsers nest them: `a`, `a[]`, `a[b]`, `a.b`.
const NAME_PARTS = /[^[\].]+/g;

/**
 * The prototype key a field name is or names as a part (`__proto__[x]`, `constructor.prototype`),
 * or undefined: the one rule for form field names (the console's saves, the tracker's form body).
 */
export const prototypeKeyNamedBy = (key: string): string | undefined =>
  key.match(NAME_PARTS)?.find(isPrototypeKey);

/**
 * The path to the first key anywhere in an already parsed value (8 levels deep) that is or names
 * a prototype key, or null. zod drops `__proto__` from a record without a word and refuses it in
 * an object only as an unknown field: a console save checks this first and refuses the request
 * by name, so a forged one is neither half-saved nor audited with the key in it.
 */
export function prototypeKeyPath(value: unknown, path: string[] = []): string | null {
  if (typeof value !== 'object' || value === null || path.length > 8) return null;
  for (const key of Object.keys(value)) {
    if (prototypeKeyNamedBy(key)) return [...path, key].join('.');
    const inner = prototypeKeyPath((value as Record<string, unknown>)[key], [...path, key]);
    if (inner) return inner;
  }
  return null;
}
