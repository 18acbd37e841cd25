// What an admin reading the outbox may see of an e-mail. Every link that carries a token (a
// password reset's or invitation's token_hash, a newsletter confirmation's or unsubscribe link's
// token, a code, a signature, an id-like path segment) has those values replaced by a mask before
// the page gets the text, so reading the outbox never hands anybody a working link of another
// person. The rule is by shape, not by kind of e-mail, so an e-mail added later is masked too; it
// errs towards masking (a long slug with digits is masked as well). Pure functions: the outbox
// viewer (lib/admin/outbox) calls them on the server.

/** What stands in for a masked value. */
export const masked = '•••';

// A parameter whose name says it carries a credential: token, token_hash, code, key, secret,
// sig/signature, hash, otp, nonce, auth, ticket, password, session, jwt, state, verifier.
const secretName =
  /(token|code|key|secret|sig|hash|otp|nonce|auth|ticket|pass|session|jwt|state|verif)/i;

/**
 * A value shaped like a credential whatever its name: 16 characters or more of the characters
 * tokens are made of (base64url, hex, percent-escapes, the dots of a JWT), a letter and a digit.
 */
const looksSecret = (value: string) =>
  value.length >= 16 &&
  /^[A-Za-z0-9_\-.~%+/=]+$/.test(value) &&
  /[A-Za-z]/.test(value) &&
  /\d/.test(value);

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// One parameter of a query or fragment: its separator, name and value. In HTML, `&` between
// parameters is written `&amp;`.
const paramPattern = /(\?|#|&amp;|&)([^=&#\s]+)=([^&#\s]*)/g;

/**
 * Whether a parameter's value must be masked: its name says it carries a credential, the value
 * looks like one, or it holds a link or a query that does (`next=/auth/confirm?token_hash=…`).
 */
function carriesSecret(name: string, value: string): boolean {
  if (!value) return false;
  if (secretName.test(name)) return true;
  const decoded = decodeSafely(value);
  if (looksSecret(decoded)) return true;
  if (!/[=/]/.test(decoded)) return false;
  const query = decoded.includes('?') ? decoded.slice(decoded.indexOf('?')) : `?${decoded}`;
  return maskLink(decoded) !== decoded || maskParams(query) !== query;
}

const maskParams = (tail: string): string =>
  tail.replace(paramPattern, (all, separator: string, name: string, value: string) =>
    carriesSecret(name, value) ? `${separator}${name}=${masked}` : all,
  );

// A link as it appears in a text or HTML body: its scheme to the first character no URL holds
// unescaped (plain-text bodies put links in brackets).
const linkPattern = /\b(?:https?:\/\/|mailto:)[^\s"'<>()[\]]+/gi;

/** One link with the values of its credential-carrying parameters and path segments masked. */
export function maskLink(link: string): string {
  const boundary = link.search(/[?#]/);
  const head = boundary === -1 ? link : link.slice(0, boundary);
  const tail = boundary === -1 ? '' : link.slice(boundary);
  const hostStart = head.indexOf('//');
  const pathStart = hostStart === -1 ? -1 : head.indexOf('/', hostStart + 2);
  const path =
    pathStart === -1
      ? head
      : head.slice(0, pathStart) +
        head
          .slice(pathStart)
          .split('/')
          .map((segment) => (looksSecret(segment) ? masked : segment))
          .join('/');
  return path + maskParams(tail);
}

/** `body` (an e-mail's text or HTML) with every link's tokens masked; the rest as it was. */
export function maskLinks(body: string): string {
  return body.replace(linkPattern, (link) => maskLink(link));
}

/** An address without its local part: `ana.maria@gmail.com` → `a•••@gmail.com`. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return masked;
  return `${address.slice(0, 1)}${masked}${address.slice(at)}`;
}

/** Whether an e-mail of `kind` goes to a newsletter subscriber (its address is shown masked). */
export const isNewsletterKind = (kind: string) => kind.startsWith('newsletter.');
