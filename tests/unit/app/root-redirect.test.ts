// spec 000 §2: the root redirects to /home/index, made on the address before the router starts
// (src/app/router.tsx), query and hash kept; no other path is touched.
import { describe, expect, it } from 'vitest';
import { BASENAME, redirectRootFirst } from '../../../src/app/router.tsx';

const base = BASENAME === '/' ? '' : BASENAME;
const at = (pathname: string, search = '', hash = '') => {
  const replaced: string[] = [];
  redirectRootFirst({ pathname, search, hash }, (url) => replaced.push(url));
  return replaced;
};

describe('redirectRootFirst', () => {
  it('sends the root to the home page, keeping the query and the hash', () => {
    expect(at(`${base}/`, '?from=test', '#top')).toEqual([`${base}/home/index?from=test#top`]);
    if (base) expect(at(base)).toEqual([`${base}/home/index`]);
  });

  it('leaves every other path to the router', () => {
    for (const path of ['/home/index', '/account/myAccount', '/error/404', '//evil.example', '/%2F']) expect(at(`${base}${path}`)).toEqual([]);
  });
});
