import type { Locator, Page } from '@playwright/test';

// The publication and blog editor's form as a person finds it: each language is a group, and
// English's fields carry "(opcional)" in their names.

export const spanish = (page: Page) => page.getByRole('group', { name: 'Español' });
export const english = (page: Page) => page.getByRole('group', { name: 'Inglés (opcional)' });

/** A text field of a language by its label (English's carry "(opcional)"). */
export const field = (group: Locator, label: string) =>
  group.getByRole('textbox', {
    name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\(opcional\\))?$`),
  });

export const body = (group: Locator) => group.getByRole('textbox', { name: 'Contenido' });
