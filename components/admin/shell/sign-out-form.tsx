'use client';

import type { ReactNode } from 'react';
import { forgetAccountDrafts } from '@/components/admin/editor-frame/draft-store';
import { signOutAction } from '@/lib/admin/account/actions';

/**
 * A sign-out button: the account's drafts kept in this browser are forgotten as it posts, so
 * nothing typed stays behind for whoever uses the browser next. Without JavaScript the form posts
 * all the same (and nothing was kept, the editors keep drafts only with it).
 */
export function SignOutForm(props: {
  account: string;
  scope: 'local' | 'global';
  className: string;
  children: ReactNode;
}) {
  return (
    <form action={signOutAction} onSubmit={() => forgetAccountDrafts(props.account)}>
      <input type="hidden" name="scope" value={props.scope} />
      <button type="submit" className={props.className}>
        {props.children}
      </button>
    </form>
  );
}
