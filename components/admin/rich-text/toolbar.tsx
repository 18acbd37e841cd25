'use client';

import { useEditorState, type Editor } from '@tiptap/react';
import type { ToolbarTexts } from './toolbar-texts';

const buttonClass =
  'min-h-11 shrink-0 whitespace-nowrap border border-ink-900/40 bg-white px-3 py-1 text-sm font-semibold text-ink-900 hover:border-ink-900 aria-pressed:border-ink-900 aria-pressed:bg-ink-900 aria-pressed:text-white disabled:cursor-not-allowed disabled:opacity-50';

/** Whether the table around the cursor starts with a row of header cells. */
function firstRowIsHeader(editor: Editor): boolean {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type.name === 'table') return node.firstChild?.firstChild?.type.name === 'tableHeader';
  }
  return false;
}

/** What the toolbar shows as pressed or possible, re-read on every change of the editor. */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      heading2: e.isActive('heading', { level: 2 }),
      heading3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      inTable: e.isActive('table'),
      canDeleteRow: e.can().deleteRow(),
      canDeleteColumn: e.can().deleteColumn(),
      headerRow: firstRowIsHeader(e),
    }),
  });
}

/**
 * The body's formatting buttons: real buttons with the admin's words, toggles marked
 * aria-pressed, the table's row and column buttons shown while the cursor is in a table. Every
 * button keeps the editor's selection and gives focus back to it. On a phone the buttons stay in
 * one row that scrolls sideways inside the frame: the toolbar stays in view while the body
 * scrolls, and wrapped rows would cover much of a small screen.
 */
export function Toolbar({
  editor,
  editorId,
  texts,
  onLink,
}: {
  editor: Editor;
  editorId: string;
  texts: ToolbarTexts;
  /** Opens (or closes) the link panel. */
  onLink: () => void;
}) {
  const state = useToolbarState(editor);
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    command(editor.chain().focus()).run();

  const toggle = (name: keyof typeof state, label: string, action: () => void) => (
    <button
      type="button"
      className={buttonClass}
      aria-pressed={Boolean(state[name])}
      onClick={action}
    >
      {label}
    </button>
  );
  const plain = (label: string, action: () => void, disabled = false) => (
    <button type="button" className={buttonClass} disabled={disabled} onClick={action}>
      {label}
    </button>
  );

  return (
    <div className="border border-b-0 border-ink-900/60 bg-paper sm:p-2">
      <div
        role="toolbar"
        aria-label={texts.label}
        aria-controls={editorId}
        className="flex gap-1 overflow-x-auto p-1.5 sm:flex-wrap sm:overflow-visible sm:p-0"
      >
        {toggle('heading2', texts.heading2, () => run((c) => c.toggleHeading({ level: 2 })))}
        {toggle('heading3', texts.heading3, () => run((c) => c.toggleHeading({ level: 3 })))}
        {toggle('bold', texts.bold, () => run((c) => c.toggleBold()))}
        {toggle('italic', texts.italic, () => run((c) => c.toggleItalic()))}
        {toggle('bulletList', texts.bulletList, () => run((c) => c.toggleBulletList()))}
        {toggle('orderedList', texts.orderedList, () => run((c) => c.toggleOrderedList()))}
        {toggle('blockquote', texts.blockquote, () => run((c) => c.toggleBlockquote()))}
        {toggle('link', texts.link, onLink)}
        {state.link
          ? plain(texts.unlink, () => run((c) => c.extendMarkRange('link').unsetLink()))
          : null}
        {state.inTable
          ? null
          : plain(texts.table, () =>
              run((c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true })),
            )}
        {state.inTable ? (
          <>
            {plain(texts.addRow, () => run((c) => c.addRowAfter()))}
            {plain(texts.deleteRow, () => run((c) => c.deleteRow()), !state.canDeleteRow)}
            {plain(texts.addColumn, () => run((c) => c.addColumnAfter()))}
            {plain(texts.deleteColumn, () => run((c) => c.deleteColumn()), !state.canDeleteColumn)}
            {toggle('headerRow', texts.headerRow, () => run((c) => c.toggleHeaderRow()))}
            {plain(texts.deleteTable, () => run((c) => c.deleteTable()))}
          </>
        ) : null}
      </div>
    </div>
  );
}
