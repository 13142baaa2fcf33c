import { inject } from 'vitest';

/**
 * The node project's Prism (./node-setup.ts), for a test file's `startMock({ port: 0, prism:
 * sharedPrism() })`: its gateway, sessions and workspaces stay the file's own.
 */
export function sharedPrism(): { url: string } {
  return { url: inject('prismUrl') };
}
