/** A form field's element id, the same in every editor, so problem links and tests find it. */
export const fieldId = (name: string) => `entry-${name}`;
