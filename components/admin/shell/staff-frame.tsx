import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';
import { AdminLanguageSwitch } from './admin-language-switch';

/**
 * The frame of the pages before sign-in (login, password, setup): the firm's mark, the staff
 * area's language switch and one card.
 */
export function StaffFrame({
  area,
  title,
  intro,
  children,
}: {
  area: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-paper px-5 py-12 sm:py-20">
      <header className="flex w-full max-w-md flex-wrap items-center justify-between gap-4 text-ink-900">
        <Logo />
        <div className="flex items-center gap-4">
          <span className="text-sm tracking-wide text-muted uppercase">{area}</span>
          <AdminLanguageSwitch tone="dark" />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mt-10 w-full max-w-md focus:outline-none">
        <div className="border border-stone-line bg-white p-6 sm:p-8">
          <h1 className="font-serif text-3xl text-ink-950">{title}</h1>
          {intro ? <p className="mt-3 leading-relaxed text-muted">{intro}</p> : null}
          <div className="mt-8">{children}</div>
        </div>
      </main>
    </div>
  );
}
