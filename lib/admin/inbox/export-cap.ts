/** The most rows one export file holds; the inbox says so when the filters match more. */
export const inboxExportCap = 5000;
