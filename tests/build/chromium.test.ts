// The one --disable-features switch the browser tests and the Lighthouse bench pass to Chromium
// (tools/chromium.ts): Chromium reads only the last switch of a name, so ours carries the launcher's.
import { describe, expect, it } from 'vitest';
import { FEATURES_OFF, featuresOffSwitch } from '../../tools/chromium.ts';

describe('featuresOffSwitch', () => {
  it('keeps every feature the launcher turns off and adds ours once', () => {
    const merged = featuresOffSwitch('--disable-features=PaintHolding,MediaRouter,WebUIOmniboxPopup');
    expect(merged).toBe(`--disable-features=${['PaintHolding', 'MediaRouter', ...FEATURES_OFF].join(',')}`);
  });

  it('is ours alone when the launcher passes none', () => {
    expect(featuresOffSwitch('')).toBe(`--disable-features=${FEATURES_OFF.join(',')}`);
  });

  it('refuses anything but a --disable-features switch, rather than dropping it', () => {
    expect(() => featuresOffSwitch('--enable-features=Foo')).toThrow('not a --disable-features= switch');
  });
});
