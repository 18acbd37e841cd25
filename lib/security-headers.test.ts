import {
  adminContentSecurityPolicy,
  adminSecurityHeaders,
  securityHeaders,
} from './security-headers';

const valueOf = (headers: { key: string; value: string }[], key: string) =>
  headers.filter((header) => header.key === key).map((header) => header.value);

describe('security headers', () => {
  it('give the admin area a nonce policy with no inline scripts, and one policy only', () => {
    const headers = adminSecurityHeaders('bm9uY2U=');
    const [csp, ...others] = valueOf(headers, 'Content-Security-Policy');
    expect(others).toEqual([]);
    const script = csp!.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(script).toBe("script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(valueOf(headers, 'Cache-Control')).toEqual(['private, no-store']);
    expect(valueOf(headers, 'X-Robots-Tag')).toEqual(['noindex, nofollow']);
    expect(valueOf(headers, 'Strict-Transport-Security')).toHaveLength(1);
  });

  it('keep the public policy static (no nonce) and the admin one different each time it is asked', () => {
    const [publicCsp] = valueOf(securityHeaders(), 'Content-Security-Policy');
    expect(publicCsp).not.toContain('nonce-');
    expect(adminContentSecurityPolicy('a')).not.toBe(adminContentSecurityPolicy('b'));
  });

  it('let the staff area, and only it, connect to Storage’s origin for image uploads', () => {
    const origin = 'https://abc.supabase.co';
    const connect = (csp: string) => csp.split('; ').find((d) => d.startsWith('connect-src'));
    expect(connect(adminContentSecurityPolicy('n', false, origin))).toBe(
      `connect-src 'self' ${origin}`,
    );
    expect(connect(adminContentSecurityPolicy('n'))).toBe("connect-src 'self'");
    const [publicCsp] = valueOf(securityHeaders(), 'Content-Security-Policy');
    expect(publicCsp).toContain("img-src 'self' data: blob:");
    expect(connect(publicCsp!)).toBe("connect-src 'self'");
  });
});
