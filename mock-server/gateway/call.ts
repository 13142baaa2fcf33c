/**
 * One /api call as it goes through the gateway's pipeline (./pipeline.ts), and what every stage of a
 * workspace shares. Each stage reads and fills the call; one that answers ends it.
 */
import type { IncomingMessage } from 'node:http';
import type { OpenedRequest } from '@/protocol/crypto/envelope.ts';
import type { Fault } from '../faults/table.ts';
import type { CallDraft } from '../recorder/traffic.ts';
import type { GatewayState, Session } from '../sessions/state.ts';
import type { Booking } from '../sessions/booking.ts';
import type { EnvelopeOffload } from './envelope-offload.ts';
import type { Answer } from './http.ts';
import type { BodyLimits, GatewayOptions } from './options.ts';

/** What the stages of one workspace's calls share. */
export interface Env {
  options: GatewayOptions;
  state: GatewayState;
  offload: EnvelopeOffload;
  limits: BodyLimits;
  log: (line: string) => void;
}

export interface Call {
  req: IncomingMessage;
  path: string;
  /** The contract's operation at this path. */
  operation: string;
  headers: Record<string, string | undefined>;
  contentType: string;
  /** A multipart form (an upload): never in the envelope. */
  upload: boolean;
  /** The body as it arrived, and its plain JSON once opened. */
  raw: Buffer;
  plain: Buffer;
  opened?: OpenedRequest;
  fault?: Fault;
  /** The cookie's session, 'expired' when it idled past its TTL. */
  found?: Session | 'expired';
  session?: Session;
  booking?: Booking;
  setCookie: (value: string) => void;
  /** For the traffic log (../recorder/traffic.ts); absent when nothing is recorded. */
  draft?: CallDraft;
}

/** A step of the pipeline: an answer ends the call (sealed when its envelope was opened). */
export type Stage = (call: Call, env: Env) => Answer | undefined | Promise<Answer | undefined>;
