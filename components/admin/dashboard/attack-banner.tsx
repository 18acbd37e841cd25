type Props = {
  /** One line per account: which one, and how many failed attempts within the hour. */
  lines: string[];
  texts: { title: string; intro: string };
};

/**
 * The admins' warning that someone is guessing an account's password. Shown until the hour
 * passes with no new attempt; nothing when no account is under attack.
 */
export function AttackBanner({ lines, texts }: Props) {
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby="sign-in-attacks"
      className="mt-8 border-2 border-red-800 bg-white p-4 sm:p-6"
    >
      <h2 id="sign-in-attacks" className="font-serif text-2xl text-red-900">
        {texts.title}
      </h2>
      <ul className="mt-3 space-y-1">
        {lines.map((line, index) => (
          <li key={index} className="font-semibold break-words">
            {line}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-ink-900">{texts.intro}</p>
    </section>
  );
}
