import { expect, test as setup } from '@playwright/test';
import { staffRoles } from '../../lib/auth/permissions';
import { signIn, words } from '../admin/support';
import { accounts, sessionOf } from './support';

// One signed-in session per role, through /login as a person signs in (the editor and the admin
// with a code from their authenticator), kept for the role smokes.
for (const role of staffRoles) {
  setup(`signs in as the ${role}`, async ({ page }) => {
    const who = accounts[role]();
    await signIn(page, who);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText(words.es.signedInAs(who.email)).first()).toBeVisible();
    await page.context().storageState({ path: sessionOf(role) });
  });
}
