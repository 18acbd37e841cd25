/** The site's restrained palette and type, as inline styles (mail clients ignore style sheets). */
export const palette = {
  navy: '#12223a',
  paper: '#faf8f4',
  muted: '#4a5363',
  rule: '#e4dfd5',
  white: '#ffffff',
} as const;

export const fonts = {
  name: 'Georgia, "Times New Roman", serif',
  body: 'Arial, Helvetica, sans-serif',
} as const;

/** Body text: React Email's Text defaults to 14px/24px; the site reads at a larger size. */
export const paragraph = { fontSize: '15px', lineHeight: '24px' } as const;
