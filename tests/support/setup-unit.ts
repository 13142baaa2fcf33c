import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { completeChinese } from '@/i18n/index.ts';

// The unit tests meet no server: a call the code under test makes (logout, the menus of a visitor)
// fails as offline at once instead of connecting to the test origin's port, where anything listening
// would answer it. A test that needs answers passes its own fetch.
vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

// The page loads zh-CN's rest with the first screen beyond the home page (issue 51 item 6); a unit test
// renders a screen, a dialog or the kit directly, without that navigation, so the whole catalogue is
// there from the start (tests/unit/i18n/messages.test.tsx covers the page's order with a fresh module).
await completeChinese();

afterEach(() => {
  cleanup();
  // what code outside React put on the page (the test signer's step strip, a toaster's region) goes
  // too: the unit files share one DOM, and a leftover role="status" broke a later file's query
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});
