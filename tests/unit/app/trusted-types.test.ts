// The Trusted Types default policy's one rule (issue 39 item 3; deploy/nginx.conf.template's CSP):
// only the portal's own built scripts on the page's origin become script URLs.
import { describe, expect, it, vi } from 'vitest';
import { installTrustedTypes, ownScriptUrl } from '@/app/trusted-types.ts';

const PAGE = 'https://bank.example/eis-demo/home/index?x=1';
const BASE = '/eis-demo/';

describe('ownScriptUrl', () => {
  it.each([
    ['/eis-demo/assets/sm.worker-Ab12_c.js', true],
    ['https://bank.example/eis-demo/assets/batch.worker-9f.js', true],
    ['assets/x.js', false], // relative to the page: /eis-demo/home/assets/x.js
    ['/eis-demo/assets/x.js?v=1', false],
    ['/eis-demo/assets/x.js#h', false],
    ['/eis-demo/assets/sub/x.js', false],
    ['/eis-demo/assets/x.mjs', false],
    ['/eis-demo/assets/', false],
    ['/eis-demo/other/x.js', false],
    ['https://evil.example/eis-demo/assets/x.js', false],
    ['https://user:pw@bank.example/eis-demo/assets/x.js', false],
    ['blob:https://bank.example/1234', false],
    ['data:text/javascript,alert(1)', false],
    ['javascript:alert(1)', false],
    ['http://[::1', false],
  ])('%s -> %s', (input, own) => {
    expect(ownScriptUrl(input, PAGE, BASE)).toBe(own);
  });

  it('reads the base with or without its trailing slash', () => {
    expect(ownScriptUrl('/eis-demo/assets/x.js', PAGE, '/eis-demo')).toBe(true);
  });
});

describe('installTrustedTypes', () => {
  const location = { href: PAGE } as Location;
  it('creates one default policy whose script URL rule is ownScriptUrl', () => {
    const createPolicy = vi.fn();
    installTrustedTypes({ trustedTypes: { defaultPolicy: null, createPolicy }, location });
    expect(createPolicy).toHaveBeenCalledTimes(1);
    const [name, rules] = createPolicy.mock.calls[0] as [string, { createScriptURL: (s: string) => string | null }];
    expect(name).toBe('default');
    expect(Object.keys(rules)).toEqual(['createScriptURL']); // no createHTML, no createScript
    expect(rules.createScriptURL(`${import.meta.env.BASE_URL}assets/a.js`)).toBe(`${import.meta.env.BASE_URL}assets/a.js`);
    expect(rules.createScriptURL('https://evil.example/a.js')).toBeNull();
  });
  it('leaves a browser without Trusted Types, or with a default policy already, as it is', () => {
    const createPolicy = vi.fn();
    installTrustedTypes({ location });
    installTrustedTypes({ trustedTypes: { defaultPolicy: {}, createPolicy }, location });
    expect(createPolicy).not.toHaveBeenCalled();
  });
});
