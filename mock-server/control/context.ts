/** What a control route of one workspace reads (./routes.ts): the gateway's options and the workspace. */
import type { GatewayOptions } from '../gateway/options.ts';
import type { Workspace } from '../workspaces/registry.ts';

export interface ControlContext {
  options: GatewayOptions;
  ws: Workspace;
  /** Where the scenarios are. */
  scenarioDir: string;
  /** The control call's JSON body (an object; {} without one). */
  input: Record<string, unknown>;
  url: URL;
  route: string;
}
