'use client';

import type { RevisionView } from '@/lib/admin/editor/types';
import { DeleteButton } from './delete-button';
import type { ChangeWords } from './revision-changes';
import { RevisionsPanel } from './revisions-panel';
import type { EditorTranslator } from './texts';

type DeleteProps = Omit<Parameters<typeof DeleteButton>[0], 't' | 'errors' | 'loginHref'>;

/** Under a saved entry's form: its revisions, then deleting it (null: the role may not delete). */
export function SavedEntryTools<R extends RevisionView>(props: {
  revisions: R[];
  /** The version the form stands for now. */
  version: string;
  t: EditorTranslator;
  words: ChangeWords<R>;
  onLoad: (revision: R) => void;
  remove: DeleteProps | null;
  errors: Record<string, string>;
  loginHref: string;
}) {
  const { t, errors, loginHref } = props;
  return (
    <>
      <RevisionsPanel
        revisions={props.revisions}
        currentVersion={Number(props.version)}
        t={t}
        words={props.words}
        onLoad={props.onLoad}
      />
      {props.remove ? (
        <DeleteButton {...props.remove} t={t} errors={errors} loginHref={loginHref} />
      ) : null}
    </>
  );
}
