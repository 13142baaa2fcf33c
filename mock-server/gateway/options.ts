/** What a gateway is made from (./gateway.ts), and what it gives back. */
import type { Server } from 'node:http';
import { MAX_UPLOAD_BODY_BYTES } from '@/protocol/upload-limits.ts';
import type { ServerCipherSuite, SuiteId } from '@/protocol/crypto/suite.ts';
import type { BankSeed } from '../bank/types.ts';
import type { TrafficLog } from '../recorder/traffic-log.ts';
import type { GatewayState } from '../sessions/state.ts';
import type { Workspace, Workspaces } from '../workspaces/registry.ts';
import type { Team } from '../workspaces/testers.ts';
import type { EnvelopeOffload } from './envelope-offload.ts';

/**
 * The largest bodies the gateway reads (issue 15 finding 13); a larger one is answered 413 with an
 * error head, and never held in memory. An upload (multipart) may be larger than a JSON call: the one
 * upload limit (src/protocol/upload-limits.ts), which the portal and nginx read too (issue 50 item 4).
 */
export const BODY_LIMITS = { json: 1024 * 1024, upload: MAX_UPLOAD_BODY_BYTES, control: 64 * 1024 };
export type BodyLimits = typeof BODY_LIMITS;

export interface GatewayOptions {
  prismUrl: string;
  suites: Partial<Record<SuiteId, ServerCipherSuite>>;
  sm2PrivateKey: string;
  ukeyPublicKey: string;
  /**
   * The contract's operations by path (`/api/<group>/<operation>` -> operationId): a call is known by
   * the path it arrived at, and a path the contract does not have answers E0404 (issue 39).
   */
  operations: ReadonlyMap<string, string>;
  /** operationIds callable without a session (security: [] in the contract). */
  publicOperations: ReadonlySet<string>;
  /** operationIds sent without the envelope (x-eis-encrypt: false). */
  plainOperations: ReadonlySet<string>;
  state?: GatewayState;
  /** What the mock bank starts from (../bank/seed.ts); by default the personas' accounts and rules. */
  bankSeed?: BankSeed;
  now?: () => number;
  log?: (line: string) => void;
  /** Where large envelopes are opened and sealed (./envelope-offload.ts); default: this thread. */
  offload?: EnvelopeOffload;
  /**
   * The portal's origins, exactly (`http://127.0.0.1:8080`), where its pages are not served from the
   * Host the gateway is sent (behind nginx); a request from any other Origin is refused.
   */
  origins?: readonly string[];
  /**
   * A mock shared on a test host (`--host`, `--tokens`; ../workspaces/testers.ts): its testers, whose token
   * every call from another machine carries, and the host names the Host check accepts beyond loopback.
   */
  team?: Team;
  /** Body limits in bytes (default BODY_LIMITS). */
  limits?: Partial<typeof BODY_LIMITS>;
  /** The traffic log (../recorder/; default: one of DEFAULT_TRAFFIC_LIMIT calls); false: none, nothing recorded. */
  traffic?: TrafficLog | false;
  /** Where the scenarios are (default mock-server/scenarios). */
  scenarioDir?: string;
  /** The workspaces (../workspaces/registry.ts); default: `default` alone, made from state, bankSeed and traffic. */
  workspaces?: Workspaces;
  /** After every call a workspace answered (its store saves it). */
  onChange?: (ws: Workspace, path: string) => void;
  /** After a workspace was created, cloned or deleted: its name. */
  onWorkspaces?: (changed: { name: string; deleted: boolean }) => void;
  /**
   * The testers' console (GET /__mock/, ../console/): its build folder, built first when missing or
   * stale (../console/build.ts). Absent: no console (GET /__mock/ answers 404).
   */
  console?: () => Promise<string>;
  /**
   * The portal's address (`http://127.0.0.1:5173/eis-demo/`), for the console's links that open it in a
   * workspace (GET /__mock/portal); absent: the console's own origin + /eis-demo/.
   */
  portalUrl?: string;
}

export interface Gateway {
  server: Server;
  /** The default workspace's state and traffic log. */
  state: GatewayState;
  traffic: TrafficLog | undefined;
  /** The default workspace back to its start (POST /__mock/reset): its state and its traffic log. */
  reset: () => void;
  workspaces: Workspaces;
}
