/**
 * The console's only way out: the gateway's /__mock/* JSON control calls, from the page's own origin
 * (so the control plane's Origin and Sec-Fetch-Site checks pass). The answers' shapes, as the gateway
 * writes them (../gateway.ts, ../traffic.ts).
 */
import type { LedgerEntry, QueuedFault } from '../sessions/state.ts';
import type { TrafficEntry, TrafficSummary } from '../recorder/traffic.ts';

export type { LedgerEntry, QueuedFault, TrafficEntry, TrafficSummary };

/** GET /__mock/traffic (../gateway.ts): the calls and what the log keeps and dropped (../traffic-log.ts). */
export interface TrafficList {
  limit: number;
  importantLimit: number;
  kept: number;
  pinned: number;
  dropped: { routine: number; important: number };
  entries: TrafficSummary[];
}

/** The workspace the console's tabs act on (issue 52 item 1): every control call names it. */
let current = 'default';

export function consoleWorkspace(): string {
  return current;
}

export function setConsoleWorkspace(name: string): void {
  current = name;
}

/** The header and parameter naming a call's workspace (mock-server/gateway/gateway.ts). */
export const WORKSPACE_HEADER = 'X-Mock-Workspace';

/**
 * A control call's JSON, in the current workspace (or `workspace`); throws with the gateway's `error`
 * (or the HTTP status) when it is not 2xx.
 */
export async function control<T>(
  path: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
  workspace = current,
): Promise<T> {
  const res = await fetch(`/__mock/${path}`, {
    method,
    headers: { [WORKSPACE_HEADER]: workspace, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const data = (await res.json().catch(() => ({}))) as T & { error?: string };
  if (!res.ok) throw new Error(data.error ?? `HTTP ${String(res.status)}`);
  return data;
}

export interface PersonaRow {
  login: string;
  name: string;
  level: string;
  admin: boolean;
  enterprises: Array<{ orgNo: string; name: string }>;
  role: '1' | '2' | '3';
  approverLevel: '0' | '1' | '2';
  password: string;
  token: string;
}

export interface SessionRow {
  persona: string | null;
  enterprise: string | null;
  idleMs: number | null;
  expired: boolean;
}

export interface OperationRow {
  operation: string;
  summary: string | null;
}

export interface BankView {
  accounts: Array<{
    acctNo: string; name: string; orgNo: string; balance: string; entries: number;
    recent: Array<{
      date: string; time: string; seq: string; dc: 'D' | 'C'; amount: string; balance: string;
      counterName: string | null; summary: string | null;
    }>;
  }>;
  instructions: Array<{
    seq: string; orgNo: string; kind: string; name: string;
    acctNo: string | null; payeeName: string | null; amount: string | null;
    currency?: string; change?: string;
    submitter: string; submitTime: string; status: string; mode: string; required: number; approvals: string[];
    rejectReason: string | null;
  }>;
}

export interface ScenarioRow {
  id: string;
  name: string;
  file: string;
  description: string | null;
  steps: string[];
}

/** GET /__mock/workspaces (./workspaces/control.ts summaryOf). */
export interface WorkspaceRow {
  name: string;
  from: string | null;
  createdAt: string;
  lastUsed: string;
  sessions: number;
  instructions: number;
  bookings: number;
  clock: { now: string; offsetMs: number };
  traffic: number | null;
}

export interface WorkspaceList {
  idleMs: number;
  max: number;
  workspaces: WorkspaceRow[];
}
