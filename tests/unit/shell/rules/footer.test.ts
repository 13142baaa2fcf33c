// The footer's client download link (spec 000 §2 "a client download link", §9 "Client installer
// versions: windows, mac, linux; extensions exe, pkg, deb"): the installers under the configured
// folder, which must be an http or https URL.
import { describe, expect, it } from 'vitest';
import { clientDownloads } from '@/shell/rules/footer.ts';

const hrefs = (base: string | undefined) => clientDownloads(base).map((d) => d.href);

describe('clientDownloads (spec 000 §2, §9)', () => {
  it('takes an http folder as well as an https one, in any case', () => {
    expect(hrefs('http://dl.example/c')).toEqual([
      'http://dl.example/c/eis-client-windows.exe',
      'http://dl.example/c/eis-client-mac.pkg',
      'http://dl.example/c/eis-client-linux.deb',
    ]);
    expect(hrefs('HTTPS://dl.example/c')[0]).toBe('HTTPS://dl.example/c/eis-client-windows.exe');
  });

  it('does not double the slash of a folder that ends with one', () => {
    expect(hrefs('https://dl.example/c/')[1]).toBe('https://dl.example/c/eis-client-mac.pkg');
  });

  it('refuses a folder that only contains an http URL further on', () => {
    expect(clientDownloads('javascript:alert("https://dl.example/")')).toEqual([]);
    expect(clientDownloads('ftp://dl.example/?http://x/')).toEqual([]);
    expect(clientDownloads('/c/')).toEqual([]);
    expect(clientDownloads('')).toEqual([]);
  });

  it('names each installer by its platform', () => {
    expect(clientDownloads('https://dl.example/c').map((d) => d.os)).toEqual(['windows', 'mac', 'linux']);
  });
});
