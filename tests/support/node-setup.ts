import type { TestProject } from 'vitest/node';
import { BUNDLE, bundleContract } from '../../generators/bundle.ts';
import { startPrism } from '../../mock-server/prism.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The node project's one Prism over the bundled contract, which its test files' mocks share. */
    prismUrl: string;
  }
}

/**
 * Bundles the contract once before the node tests read openapi/.bundled/portal.yaml, and starts one
 * Prism over it for the run: each file's mock (startMock with `prism`, ./shared-prism.ts) uses it
 * rather than starting its own, as Prism keeps no state (a gateway and its workspaces are each file's).
 * A Prism start is about 2 s of a core on our machines, and the node files started 25 or so.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await bundleContract();
  const prism = await startPrism(BUNDLE);
  project.provide('prismUrl', prism.url);
  return () => prism.stop();
}
