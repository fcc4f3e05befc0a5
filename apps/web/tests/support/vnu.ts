import { createRequire } from 'node:module';

/** The checker's jar from npm (vnu-jar), run with Debian's Java (scripts/test.sh installs it). */
export const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/** One entry of `vnu --format json`: type is "error", "info" (subType "warning") or "non-document-error". */
export type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

/**
 * CSS the checker's CSS validator does not know yet, though Chromium does: its "CSS: …" errors on
 * these are the checker's gap, not the page's. Each pattern is matched against the message;
 * nothing else is ever filtered (docs/testing.md, "Validators").
 */
const MODERN_CSS: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^CSS: Unrecognized at-rule “@property”/,
    reason:
      'registered custom properties (CSS Properties and Values API); Tailwind declares its variables with them',
  },
  {
    pattern: /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\.$/,
    reason:
      'a custom property is a valid transition-property (any <custom-ident>); Tailwind transitions its gradient variables',
  },
  {
    pattern: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
    reason: 'CSS Box Model 4; browsers without it ignore the declaration',
  },
];

export function acceptedCssError(m: VnuMessage): boolean {
  return m.type === 'error' && MODERN_CSS.some((f) => f.pattern.test(m.message));
}
