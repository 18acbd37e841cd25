// What the image manager accepts and makes, shared by the upload form (which checks the size
// before sending) and the server (which checks everything again). No 'server-only': the form
// imports it.

/** The largest original accepted: 20 MB. */
export const maxImageBytes = 20 * 1024 * 1024;
/** The most pixels an original may have (width × height): 50 megapixels. */
export const maxImagePixels = 50_000_000;
/** The longest side of what the site serves. */
export const maxImageEdge = 2560;
/** The widths the site serves, each as AVIF and WebP (none wider than the image itself). */
export const imageWidths = [320, 640, 960, 1280, 1920, 2560] as const;
/** The formats an original may be in, by its bytes. */
export const imageInputTypes = ['png', 'jpeg', 'webp', 'avif'] as const;
export type ImageInputType = (typeof imageInputTypes)[number];
/** The formats the site serves. */
export const imageOutputFormats = ['avif', 'webp'] as const;
export type ImageOutputFormat = (typeof imageOutputFormats)[number];
/** What the file input offers (the server decides by the bytes, not by this). */
export const imageAccept = 'image/png,image/jpeg,image/webp,image/avif';
