import type { z } from 'zod';

type Lang = 'ja' | 'en';

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff01-\uff60]/;

/** The index of the `(` that opens the group closing the text, or -1. */
function lastGroupStart(text: string): number {
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    if (text[i] === ')') depth++;
    else if (text[i] === '(' && --depth === 0) return i;
  }
  return -1;
}

/**
 * One language of a back-end refusal. The back end writes each once, Japanese first and English
 * after in parentheses ('タイトルを入力してください (title is empty)'), which the CLI and the logs
 * show whole; a console screen shows only its own language. A text of another shape (no English
 * part, or Japanese inside the parentheses) is shown whole rather than cut wrongly.
 */
export function inLanguage(message: string, lang: Lang): string {
  const text = message.trim();
  const open = text.endsWith(')') ? lastGroupStart(text) : -1;
  if (open < 1 || text[open - 1] !== ' ') return text;
  const ja = text.slice(0, open).trim();
  const en = text.slice(open + 1, -1).trim();
  if (!JAPANESE.test(ja) || JAPANESE.test(en) || !en) return text;
  return lang === 'ja' ? ja : en.charAt(0).toUpperCase() + en.slice(1);
}

type Rule = { ja: string; en: string };
const GENERIC: Rule = { ja: '入力内容が正しくありません', en: 'This value is not valid' };

/** zod's own rules (a schema without a message of ours), said in the console's words. */
function defaultRule(issue: z.core.$ZodIssue): Rule {
  if (issue.code === 'too_big' || issue.code === 'too_small') {
    const n = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
    const big = issue.code === 'too_big';
    if (issue.origin === 'string')
      return !big && n === 1
        ? { ja: '入力してください', en: 'This field is required' }
        : big
          ? { ja: `${n}文字以内で入力してください`, en: `At most ${n} characters` }
          : { ja: `${n}文字以上で入力してください`, en: `At least ${n} characters` };
    if (issue.origin === 'array' || issue.origin === 'set')
      return big
        ? { ja: `${n}件までです`, en: `At most ${n} entries` }
        : { ja: `${n}件以上必要です`, en: `At least ${n} entries` };
    if (issue.origin === 'number' || issue.origin === 'int')
      return big
        ? { ja: `${n}以下の数にしてください`, en: `At most ${n}` }
        : { ja: `${n}以上の数にしてください`, en: `At least ${n}` };
  }
  if (issue.code === 'unrecognized_keys')
    return { ja: '使えない項目が含まれています', en: 'It contains fields that are not allowed' };
  return GENERIC;
}

/**
 * A zod issue in the console's language: our own message's half, or, for zod's built-in English
 * texts ("Too big: expected string to have <=100 characters"), the rule in plain words.
 */
export function issueText(issue: z.core.$ZodIssue, lang: Lang): string {
  if (JAPANESE.test(issue.message)) return inLanguage(issue.message, lang);
  return defaultRule(issue)[lang];
}
