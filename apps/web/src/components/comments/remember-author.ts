/**
 * "Remember me" for the comment form: name and email stay in this browser's localStorage and
 * nowhere else (no cookie, so the server and the page cache never see them). Storage that is
 * blocked or full is simply not used.
 */
const KEY = 'tsuzuri:comment-author';
export type RememberedAuthor = { name: string; email: string };

export function loadRememberedAuthor(): RememberedAuthor | null {
  try {
    const value = JSON.parse(
      localStorage.getItem(KEY) ?? 'null',
    ) as Partial<RememberedAuthor> | null;
    return value && typeof value.name === 'string' && typeof value.email === 'string'
      ? { name: value.name, email: value.email }
      : null;
  } catch {
    return null;
  }
}

/** Saves the author, or forgets them when `author` is null (the box was unticked). */
export function rememberAuthor(author: RememberedAuthor | null): void {
  try {
    if (author) localStorage.setItem(KEY, JSON.stringify(author));
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode or storage disabled: the form works the same, it just forgets.
  }
}
