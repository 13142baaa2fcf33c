import { bundleContract } from '../../../generators/bundle.ts';

/** Bundles the contract once before the node tests read openapi/.bundled/portal.yaml. */
export default function setup(): void {
  const result = bundleContract();
  if (!result.ok) throw new Error(`the contract does not bundle:\n${result.output}`);
}
