'use client';

import type { Editor } from '@tiptap/react';
import { LinkForm } from './link-form';
import type { ToolbarTexts } from './toolbar-texts';

/** Where the link panel sits in the editor's frame: under the selection, inside the frame. */
export type PanelPlace = { top: number; left: number; width: number };

/** The widest the panel gets (28rem): on a phone it takes the frame's width. */
const panelMax = 448;

/**
 * The place under the selection's end, in the frame's coordinates, kept inside the frame: on a
 * long body or a phone the panel opens where the admin is looking, not at the top of the page.
 */
export function placeUnderSelection(editor: Editor, frame: HTMLElement): PanelPlace {
  const box = frame.getBoundingClientRect();
  const end = editor.view.coordsAtPos(editor.state.selection.to);
  const width = Math.min(box.width, panelMax);
  const left = Math.max(0, Math.min(end.left - box.left, box.width - width));
  return { top: end.bottom - box.top + 8, left, width };
}

/**
 * The address as a link. With text selected (or the cursor in a link) that text links to it;
 * with nothing selected the address is inserted as its own text, and what is typed next is
 * plain text again (a link is inclusive, so it would grow otherwise).
 */
export function applyLink(editor: Editor, href: string) {
  const { empty } = editor.state.selection;
  if (empty && !editor.isActive('link')) {
    editor
      .chain()
      .focus()
      .insertContent({
        type: 'text',
        text: href.replace(/^mailto:/, ''),
        marks: [{ type: 'link', attrs: { href } }],
      })
      .unsetMark('link')
      .run();
    return;
  }
  editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
}

/** The link form as a small panel floating under the selection. */
export function LinkPanel({
  id,
  editor,
  place,
  texts,
  onClose,
}: {
  id: string;
  editor: Editor;
  place: PanelPlace;
  texts: ToolbarTexts;
  onClose: () => void;
}) {
  return (
    <div
      className="absolute z-20 border border-ink-900 bg-white p-3 shadow-lg"
      style={{ top: place.top, left: place.left, width: place.width }}
    >
      <LinkForm
        id={id}
        initial={String(editor.getAttributes('link').href ?? '')}
        texts={texts}
        onApply={(href) => {
          applyLink(editor, href);
          onClose();
        }}
        onCancel={() => {
          onClose();
          editor.commands.focus();
        }}
      />
    </div>
  );
}
