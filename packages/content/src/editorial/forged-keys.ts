import { prototypeKeyPath } from '@tsuzuri/text/safe-keys';
import { EditorialError } from './errors';

/**
 * Refuses a console save whose value holds a key such as `__proto__`, `constructor.prototype` or
 * `__proto__[x]` anywhere: no browser form sends one, so it is a forged request, told so by name
 * before anything is parsed, stored or audited (docs/security.md, "Prototype keys").
 */
export function refusePrototypeKeys(input: unknown): void {
  const forged = prototypeKeyPath(input);
  if (forged)
    throw new EditorialError('invalid', {
      ja: `使えない項目名です: ${forged}`,
      en: `A field named ${forged} is not allowed`,
    });
}
