/**
 * A build in any mode but production is a test environment and says so (issue 39 item 4): its
 * index.html's title starts with the zh-CN prefix ([测试环境]) from the first byte, before the app runs;
 * the app then shows the banner and keeps the prefix in the page's language (src/app/TestEnvironment.tsx).
 */
import type { Plugin } from 'vite';

/** `prefix`: the catalogue's zh-CN test-environment title (app.testEnvironmentTitle). */
export function testEnvironmentTitle(prefix: string): Plugin {
  let mode = 'production';
  return {
    name: 'eis-test-environment-title',
    configResolved(config) {
      mode = config.mode;
    },
    transformIndexHtml(html) {
      return mode === 'production' ? html : html.replace('<title>', `<title>${prefix} `);
    },
  };
}
