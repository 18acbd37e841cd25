import { isSameOriginPost, requestHost } from './same-origin';

// Which posts count as sent by this site's pages. A browser sends `Origin` with every form post
// and script POST; `Sec-Fetch-Site` says the same where `Origin` is missing.

const host = 'abogados.example';

describe('isSameOriginPost', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['no Origin and no Sec-Fetch-Site', { host }, false],
    ['no Origin, Sec-Fetch-Site cross-site', { host, 'sec-fetch-site': 'cross-site' }, false],
    ['no Origin, Sec-Fetch-Site same-site', { host, 'sec-fetch-site': 'same-site' }, false],
    ['no Origin, Sec-Fetch-Site none', { host, 'sec-fetch-site': 'none' }, false],
    ['no Origin, Sec-Fetch-Site same-origin', { host, 'sec-fetch-site': 'same-origin' }, true],
    ['Origin of another host', { host, origin: 'https://evil.example' }, false],
    ['Origin of a sibling subdomain', { host, origin: 'https://www.abogados.example' }, false],
    ['Origin on another port', { host, origin: 'https://abogados.example:8443' }, false],
    ['Origin "null"', { host, origin: 'null' }, false],
    [
      'Origin "null" with Sec-Fetch-Site same-origin',
      { host, origin: 'null', 'sec-fetch-site': 'same-origin' },
      false,
    ],
    ['an Origin that is not a URL', { host, origin: 'abogados.example' }, false],
    ['an Origin with a path', { host, origin: 'https://abogados.example/x' }, false],
    ['an Origin with credentials', { host, origin: 'https://a@abogados.example' }, false],
    ['an Origin of another scheme', { host, origin: 'ftp://abogados.example' }, false],
    ['an empty Origin', { host, origin: '' }, false],
    ['a same-host Origin but no Host at all', { origin: 'https://abogados.example' }, false],
    ['the same-origin Origin', { host, origin: 'https://abogados.example' }, true],
    [
      'the same-origin Origin over plain http (a local server)',
      { host: 'localhost:3000', origin: 'http://localhost:3000' },
      true,
    ],
    [
      'the same-origin Origin, whatever Sec-Fetch-Site says',
      { host, origin: 'https://abogados.example', 'sec-fetch-site': 'cross-site' },
      true,
    ],
  ])('%s → %p', (_case, init, allowed) => {
    expect(isSameOriginPost(new Headers(init))).toBe(allowed);
  });

  it('takes the host a proxy in front says the visitor used, as proxy.ts does', () => {
    const behindProxy = { host: 'localhost:3000', 'x-forwarded-host': host };
    expect(requestHost(new Headers(behindProxy))).toBe(host);
    expect(isSameOriginPost(new Headers({ ...behindProxy, origin: `https://${host}` }))).toBe(true);
    expect(isSameOriginPost(new Headers({ ...behindProxy, origin: 'http://localhost:3000' }))).toBe(
      false,
    );
  });
});
