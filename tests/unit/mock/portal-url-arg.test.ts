// `npm run mock -- --portal-url <url>` (issue 52 item 1): the portal's address the console's 工作区 tab
// links to (`<portal>?workspace=alice`); `npm start` passes its dev server's.
import { describe, expect, it } from 'vitest';
import { parseMockArgs } from '@mock/args.ts';

describe('--portal-url', () => {
  it('takes an http(s) address, ending it in /', () => {
    expect(parseMockArgs(['--portal-url', 'http://127.0.0.1:5173/eis-demo/'])).toMatchObject({ portalUrl: 'http://127.0.0.1:5173/eis-demo/' });
    expect(parseMockArgs(['--portal-url=https://test.bank.example/eis-demo'])).toMatchObject({ portalUrl: 'https://test.bank.example/eis-demo/' });
  });

  it('drops a query and a fragment (the link adds its own ?workspace=)', () => {
    expect(parseMockArgs(['--portal-url', 'http://127.0.0.1:5173/eis-demo/?workspace=bob#x'])).toMatchObject({ portalUrl: 'http://127.0.0.1:5173/eis-demo/' });
  });

  it.each([[['--portal-url']], [['--portal-url', 'javascript:alert(1)']], [['--portal-url', '127.0.0.1:5173']], [['--portal-url', '--quiet']]])(
    'refuses %j with a message',
    (argv) => {
      expect(parseMockArgs(argv)).toMatch(/^--portal-url is the portal's http\(s\) address/);
    },
  );

  it('is absent by default', () => {
    expect(parseMockArgs([])).not.toHaveProperty('portalUrl');
  });
});
