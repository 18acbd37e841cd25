type LawyerContactProps = {
  labels: { title: string; email: string; phone: string; download: string; downloadHint: string };
  email: string;
  phone: { display: string; href: string };
  vcardHref: string;
  vcardFileName: string;
  className?: string;
};

/** A lawyer's direct channels: e-mail, a click-to-call line and their vCard. */
export function LawyerContact({
  labels,
  email,
  phone,
  vcardHref,
  vcardFileName,
  className = '',
}: LawyerContactProps) {
  const [local, domain] = email.split('@');
  return (
    <section
      aria-labelledby="lawyer-contact"
      className={`border border-stone-edge bg-white p-6 ${className}`}
    >
      <h2
        id="lawyer-contact"
        className="font-sans text-xs font-semibold tracking-[0.16em] text-brass-700 uppercase"
      >
        {labels.title}
      </h2>
      <dl className="mt-4 space-y-4 text-sm">
        <div>
          <dt className="text-muted">{labels.email}</dt>
          <dd className="mt-1">
            <a
              href={`mailto:${email}`}
              className="font-semibold text-ink-900 underline decoration-stone-line underline-offset-4 hover:decoration-ink-900"
            >
              {/* A narrow column breaks the address after the @, never inside a word. */}
              {local}@<wbr />
              {domain}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-muted">{labels.phone}</dt>
          <dd className="mt-1">
            <a
              href={phone.href}
              className="font-semibold whitespace-nowrap text-ink-900 tabular-nums underline decoration-stone-line underline-offset-4 hover:decoration-ink-900"
            >
              {phone.display}
            </a>
          </dd>
        </div>
      </dl>
      <a
        href={vcardHref}
        download={vcardFileName}
        type="text/vcard"
        className="mt-6 inline-flex min-h-11 w-full items-center justify-center gap-2 border border-ink-900 px-5 py-3 text-sm font-semibold tracking-wide text-ink-900 transition-colors hover:bg-ink-900 hover:text-white"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M8 2v8m0 0L4.5 6.5M8 10l3.5-3.5M2.5 13.5h11" />
        </svg>
        {labels.download}
      </a>
      <p className="mt-2 text-xs text-muted">{labels.downloadHint}</p>
    </section>
  );
}
