import { canReuseBuild } from './build.mjs';

describe('canReuseBuild', () => {
  const stamp = { commit: 'abc', clean: true, buildId: 'b1' };
  const git = { commit: 'abc', clean: true };

  it('reuses the build of this commit, made from a clean tree, still in .next', () => {
    expect(canReuseBuild(stamp, git, 'b1')).toBe(true);
  });

  it('builds again for another commit, a dirty tree now or then, or another build since', () => {
    expect(canReuseBuild(stamp, { ...git, commit: 'def' }, 'b1')).toBe(false);
    expect(canReuseBuild(stamp, { ...git, clean: false }, 'b1')).toBe(false);
    expect(canReuseBuild({ ...stamp, clean: false }, git, 'b1')).toBe(false);
    expect(canReuseBuild(stamp, git, 'b2')).toBe(false);
    expect(canReuseBuild(null, git, 'b1')).toBe(false);
    expect(canReuseBuild(stamp, { commit: null, clean: false }, 'b1')).toBe(false);
  });
});
