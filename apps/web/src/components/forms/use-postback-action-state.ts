'use client';

import { usePathname } from 'next/navigation';
import { useActionState } from 'react';

/**
 * useActionState for a form that also works without JavaScript, with the page it posts back to
 * named. Without a permalink React renders a server action's form as `action=""`, which HTML
 * forbids (the Nu Html Checker reports it; docs/testing.md, "Validators"); with one it renders
 * `action="{permalink}"`, and the answer page shows the action's state. The permalink is the
 * page's own path, so a post without JavaScript lands where the form was (on a not-found URL,
 * the stored not-found page's route). Not its query: the fields carry what the action needs, and
 * a page whose answer needs its query back passes it (`search`: the mailed token's pages).
 */
export function usePostbackActionState<State, Payload>(
  action: (state: Awaited<State>, payload: Payload) => State | Promise<State>,
  initialState: Awaited<State>,
  search = '',
) {
  return useActionState(action, initialState, `${usePathname()}${search}`);
}
