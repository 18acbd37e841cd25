// The editor's toolbar texts, link form included: in a file of their own because the toolbar and
// its link form both name them, and neither may import the other's type.
export type ToolbarTexts = {
  label: string;
  heading2: string;
  heading3: string;
  bold: string;
  italic: string;
  bulletList: string;
  orderedList: string;
  blockquote: string;
  link: string;
  unlink: string;
  table: string;
  addRow: string;
  deleteRow: string;
  addColumn: string;
  deleteColumn: string;
  headerRow: string;
  deleteTable: string;
  linkUrl: string;
  linkHint: string;
  linkApply: string;
  linkCancel: string;
  linkInvalid: string;
};
