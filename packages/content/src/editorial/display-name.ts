import { showsAsWritten } from '@tsuzuri/text/terminal';
import { z } from 'zod';

/**
 * A category's or an author's name as menus and bylines show it: 1–100 characters, trimmed, and
 * nothing that changes how the line around it reads (a bidi override, a control character).
 */
export const DisplayNameSchema = z
  .string()
  .trim()
  .min(1, '名前を入力してください (name is empty)')
  .max(100)
  .refine(
    showsAsWritten,
    '名前に使えない文字が含まれています (it contains characters a name cannot have)',
  );
