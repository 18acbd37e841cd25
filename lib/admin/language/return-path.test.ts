import { adminReturnPath } from './return-path';

describe('adminReturnPath', () => {
  it.each([
    '/admin',
    '/admin/users',
    '/admin/publication?status=draft&q=reforma',
    '/admin/publication/edit/6f1c9a52-7a3e-4d5e-9a1b-2c3d4e5f6a7b',
    '/login',
    '/login?next=%2Fadmin%2Fusers',
    '/login/forgot',
  ])('returns to the staff page %s', (path) => {
    expect(adminReturnPath(path)).toBe(path);
  });

  it.each([
    undefined,
    null,
    42,
    '',
    'admin',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/admin\\..\\..\\evil',
    'https://evil.example/admin',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/admin/%5Cevil',
    '/admin/%2e%2e/%2e%2e//evil.example',
    '/admin/../..//evil.example',
    '/.//evil.example',
    '/admin/%252F%252Fevil',
    '/admin/%00',
    '/admin\t/x',
    '/admin\n//evil.example',
    '/en/legal-updates',
    '/api/preview?id=x&locale=en',
    '/auth/confirm?token_hash=x',
    '/administrator',
    '/loginx',
    `/admin/${'a'.repeat(3000)}`,
  ])('refuses %p and returns to the dashboard', (value) => {
    expect(adminReturnPath(value)).toBe('/admin');
  });
});
