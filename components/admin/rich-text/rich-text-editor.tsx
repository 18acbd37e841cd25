'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import './editor.css';
import { entryBodyExtensions } from './extensions';
import { withTableHeads } from './table-heads';
import { Toolbar } from './toolbar';
import type { ToolbarTexts } from './toolbar-texts';

type Props = {
  /** The editable area's id (the field's problems link to it). */
  id: string;
  /** The id of the visible label that names the editable area. */
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  /** The body's HTML. A value that is not what the editor last reported (a loaded revision) replaces its content. */
  value: string;
  onChange: (html: string) => void;
  texts: ToolbarTexts;
};

/**
 * The body's rich-text editor (Tiptap): the toolbar and a labelled, multi-line text box. Created
 * on the client only (`immediatelyRender: false`), since the server cannot render it and a
 * server render would not match; it is admin code that no public page imports.
 */
export function RichTextEditor({
  id,
  labelId,
  describedBy,
  invalid,
  value,
  onChange,
  texts,
}: Props) {
  const reported = useRef(value);
  const attributes = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class:
      'entry-body min-h-64 border border-ink-900/60 bg-white px-4 py-3 text-ink-950 focus:border-ink-900 focus:outline-3 focus:outline-offset-2 focus:outline-brass-500',
  };
  const editor = useEditor({
    extensions: entryBodyExtensions,
    content: value,
    immediatelyRender: false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : withTableHeads(current.getHTML());
      reported.current = html;
      onChange(html);
    },
  });

  // The described-by and invalid state change with the field's problems.
  const attributeKey = JSON.stringify(attributes);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attributeKey) } });
  }, [editor, attributeKey]);

  // A value from outside (a revision loaded into the form) replaces the content.
  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div>
      {editor ? <Toolbar editor={editor} editorId={id} texts={texts} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
