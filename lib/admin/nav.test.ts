import { adminAriaCurrent, adminSectionOf } from './nav';

describe('adminSectionOf', () => {
  it.each([
    ['/admin', 'dashboard'],
    ['/admin/', 'dashboard'],
    ['/admin/publication', 'publications'],
    ['/admin/publication?q=iva', 'publications'],
    ['/admin/publication/new', 'publications'],
    ['/admin/publication/edit/0b6f', 'publications'],
    ['/admin/blog/edit/1', 'blog'],
    ['/admin/bulletin', 'bulletins'],
    ['/admin/categories', 'categories'],
    ['/admin/trash', 'trash'],
    ['/admin/users', 'users'],
    ['/admin/audit?target=entry%3Ax', 'audit'],
  ])('%s is in %s', (path, section) => {
    expect(adminSectionOf(path)).toBe(section);
  });

  it.each(['/admin/setup', '/admin/publications', '/admin/blogger', '/login'])(
    '%s is in no section',
    (path) => {
      expect(adminSectionOf(path)).toBeNull();
    },
  );
});

describe('adminAriaCurrent', () => {
  it('marks the section’s own page as the page and a page below it as within', () => {
    expect(adminAriaCurrent('/admin/blog', 'blog')).toBe('page');
    expect(adminAriaCurrent('/admin/blog?q=x', 'blog')).toBe('page');
    expect(adminAriaCurrent('/admin/blog/new', 'blog')).toBe('true');
    expect(adminAriaCurrent('/admin/blog', 'dashboard')).toBeUndefined();
    expect(adminAriaCurrent('/admin', 'dashboard')).toBe('page');
    expect(adminAriaCurrent('/admin', 'blog')).toBeUndefined();
  });
});
