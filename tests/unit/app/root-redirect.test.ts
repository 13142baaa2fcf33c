// spec 000 §2: the root redirects to /home/index, made on the address before the router starts
// (src/app/router.tsx), query and hash kept; no other path is touched. Under the portal's base path
// (/eis-demo, as built) and at the site root (as these tests run).
import { describe, expect, it } from 'vitest';
import { redirectRootFirst } from '@/app/router.tsx';

const at = (basename: string, pathname: string, search = '', hash = '') => {
  const replaced: string[] = [];
  redirectRootFirst({ pathname, search, hash }, (url) => replaced.push(url), basename);
  return replaced;
};

describe.each([['/eis-demo', '/eis-demo'], ['/', '']])('redirectRootFirst under %s', (basename, base) => {
  it('sends the root to the home page, keeping the query and the hash', () => {
    expect(at(basename, `${base}/`, '?from=test', '#top')).toEqual([`${base}/home/index?from=test#top`]);
    if (base) expect(at(basename, base)).toEqual([`${base}/home/index`]);
  });

  it('leaves every other path to the router', () => {
    for (const path of ['/home/index', '/account/myAccount', '/error/404', '//evil.example', '/%2F']) expect(at(basename, `${base}${path}`)).toEqual([]);
  });
});
