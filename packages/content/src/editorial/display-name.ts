import { showsAsWritten } from '@tsuzuri/text/terminal';
import { z } from 'zod';

/** Why a name that would not show as written is refused, for every kind of name. */
export const NAME_CHARACTERS_RULE =
  '名前に使えない文字が含まれています (it contains characters a name cannot have)';

/**
 * A name that menus, cards and bylines show on one line must show as written: a bidi override
 * (U+202E turns the rest of the line around) or a control character is refused.
 */
export const shownAsWritten = <T extends z.ZodString>(name: T) =>
  name.refine(showsAsWritten, NAME_CHARACTERS_RULE);

/** A category's or an author's name as menus and bylines show it: 1–100 characters, trimmed. */
export const DisplayNameSchema = shownAsWritten(
  z.string().trim().min(1, '名前を入力してください (name is empty)').max(100),
);
