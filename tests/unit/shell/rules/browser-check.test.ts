// The legacy-browser check (spec 000 §4 "Legacy browser notice (IE 9 or older)", §8 "Upgrade dialog:
// shows browser name and version", §9 browserSupportCheck): the IE version of every "MSIE n" form,
// and the name and major version of each browser of the upgrade dialog's table.
import { describe, expect, it } from 'vitest';
import { browserInfo, legacyIeVersion, shouldShowLegacyNotice } from '@/shell/rules/browser-check.ts';

const UA = {
  ie501: 'Mozilla/4.0 (compatible; MSIE 5.01; Windows NT 5.0)',
  ie8: 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  edgeLegacy: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.18362',
  edgeAndroid: 'Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  chromeIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
};

describe('legacyIeVersion (spec 000 §4: IE 9 or older)', () => {
  it('reads a version of more than one digit, a minor version of more than one digit, and none', () => {
    expect(legacyIeVersion(UA.ie10)).toBe(10);
    expect(legacyIeVersion(UA.ie501)).toBe(5);
    expect(legacyIeVersion('Mozilla/4.0 (compatible; MSIE 7; Windows NT 5.1)')).toBe(7);
    expect(legacyIeVersion(UA.firefox)).toBeUndefined();
  });

  it('shows the notice for IE 5.01 and 8, not for 10', () => {
    expect(shouldShowLegacyNotice(UA.ie501, null)).toBe(true);
    expect(shouldShowLegacyNotice(UA.ie8, undefined)).toBe(true);
    expect(shouldShowLegacyNotice(UA.ie10, null)).toBe(false);
  });
});

describe('browserInfo (spec 000 §8: the upgrade dialog shows the browser name and version)', () => {
  it.each([
    [UA.ie10, 'Internet Explorer', '10'],
    [UA.ie501, 'Internet Explorer', '5'],
    [UA.edge, 'Edge', '131'],
    [UA.edgeLegacy, 'Edge', '18'],
    [UA.edgeAndroid, 'Edge', '131'],
    [UA.opera, 'Opera', '115'],
    [UA.firefox, 'Firefox', '133'],
    [UA.safari, 'Safari', '17'],
    [UA.chromeIos, 'Chrome', '131'],
  ])('%s is %s %s', (userAgent, name, version) => {
    expect(browserInfo(userAgent)).toEqual({ name, version });
  });
});
