import { bundleContract } from '../../generators/bundle.ts';

/** Bundles the contract once before the node tests read openapi/.bundled/portal.yaml. */
export default async function setup(): Promise<void> {
  await bundleContract();
}
