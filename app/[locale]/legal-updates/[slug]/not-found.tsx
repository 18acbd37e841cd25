/**
 * The entry page's not-found boundary renders nothing: its layout shows the 404's words
 * (./layout.tsx), which the boundary must not replace with the generic ones.
 */
export default function EntryNotFound() {
  return null;
}
