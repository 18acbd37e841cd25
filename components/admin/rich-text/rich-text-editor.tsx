'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import './editor.css';
import { entryBodyExtensions } from './extensions';
import { LinkPanel, placeUnderSelection, type PanelPlace } from './link-panel';
import { cleanPastedHtml } from './paste-cleanup';
import { PasteNotice, type PasteNoticeTexts } from './paste-notice';
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
  /** What is said when a paste loses its images, in the admin's language. */
  pasteNotice: PasteNoticeTexts;
};

/** Room kept around the cursor when the editor scrolls it into view (ProseMirror's default). */
const margin = 5;

/**
 * The body's rich-text editor (Tiptap): the toolbar and a labelled, multi-line text box. Created
 * on the client only (`immediatelyRender: false`), since the server cannot render it and a
 * server render would not match; it is admin code that no public page imports. The toolbar
 * sticks to the top of the screen while a long body scrolls (below the admin header when that
 * sets `--admin-sticky-top`), and the cursor is scrolled clear of it; pasted HTML is cleaned
 * first (paste-cleanup.ts), and the images it loses are announced.
 */
export function RichTextEditor({
  id,
  labelId,
  describedBy,
  invalid,
  value,
  onChange,
  texts,
  pasteNotice,
}: Props) {
  const reported = useRef(value);
  const frame = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const [linkPlace, setLinkPlace] = useState<PanelPlace | null>(null);
  const [imagesDropped, setImagesDropped] = useState(0);
  // How much of the screen's top the sticky toolbar covers: the cursor is kept below it.
  const [covered, setCovered] = useState(0);
  const attributes = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class:
      'entry-body min-h-64 border border-ink-900/60 bg-white px-4 py-3 text-ink-950 focus:border-ink-900 focus:outline-3 focus:-outline-offset-3 focus:outline-brass-500',
  };
  const editor = useEditor({
    extensions: entryBodyExtensions,
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes,
      transformPastedHTML: (html) => {
        const clean = cleanPastedHtml(html);
        setImagesDropped(clean.imagesDropped);
        return clean.html;
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : withTableHeads(current.getHTML());
      reported.current = html;
      onChange(html);
    },
  });

  // The described-by and invalid state change with the field's problems, the covered top with
  // the toolbar's height. (The view keeps the props not named here, the paste transform among them.)
  const scrollMargin = { top: covered + margin, bottom: margin, left: margin, right: margin };
  const propsKey = JSON.stringify({ attributes, scrollMargin, scrollThreshold: scrollMargin });
  useEffect(() => {
    editor?.setOptions({ editorProps: JSON.parse(propsKey) });
  }, [editor, propsKey]);

  useEffect(() => {
    const sticky = bar.current;
    if (!sticky) return;
    const measure = () =>
      setCovered(Math.ceil((parseFloat(getComputedStyle(sticky).top) || 0) + sticky.offsetHeight));
    const observer = new ResizeObserver(measure);
    observer.observe(sticky);
    return () => observer.disconnect();
  }, []);

  // A value from outside (a revision loaded into the form) replaces the content.
  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const toggleLink = () =>
    setLinkPlace((open) =>
      open || !editor || !frame.current ? null : placeUnderSelection(editor, frame.current),
    );

  return (
    <div ref={frame} className="relative">
      <div ref={bar} className="sticky top-[var(--admin-sticky-top,0px)] z-10 shadow-sm">
        {editor ? (
          <Toolbar editor={editor} editorId={id} texts={texts} onLink={toggleLink} />
        ) : null}
        <PasteNotice
          count={imagesDropped}
          texts={pasteNotice}
          onDismiss={() => setImagesDropped(0)}
        />
      </div>
      <EditorContent editor={editor} />
      {editor && linkPlace ? (
        <LinkPanel
          id={`${id}-link`}
          editor={editor}
          place={linkPlace}
          texts={texts}
          onClose={() => setLinkPlace(null)}
        />
      ) : null}
    </div>
  );
}
