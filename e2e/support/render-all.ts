import type { Page } from '@playwright/test';

/**
 * Lays out and paints the whole page at once. Below the first screen, public pages render a
 * section only as it nears the viewport (`content-visibility: auto`, app/globals.css): a skipped
 * section has no painted colours for axe to check, and clips what is too wide for it instead of
 * scrolling the page sideways. Checks of the whole page call this first, and so see what the
 * visitor sees on scrolling to each part.
 */
export async function renderEverySection(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}
