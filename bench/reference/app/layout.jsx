// The same document-level essentials as the site (language, title, description), so Lighthouse's
// SEO and accessibility figures compare like with like; nothing else.
export const metadata = {
  title: 'Reference page',
  description: 'A bare Next.js page, measured beside the site as the framework baseline.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  );
}
