import type { Page } from '@playwright/test';
import { idleTimeoutMs } from '../../lib/after-load';

/**
 * Waits past the latest moment lib/after-load opens (its idle callback's deadline, with a margin),
 * so that what waits for it (the toaster, the manifest) has run.
 */
export const waitPastAfterLoad = (page: Page) => page.waitForTimeout(idleTimeoutMs + 500);
