/**
 * The workspaces' control calls (issue 52 items 1 and 2): list, create (optionally from another's
 * state), delete; and a workspace's bank clock. Pure but for the registry and the clock they change:
 * a route and its raw body in, the answer's status and JSON out.
 */
import type { BankClock } from '../clock.ts';
import { applyClockSetting, clockSetting } from './clock-setting.ts';
import { DEFAULT_WORKSPACE, MAX_WORKSPACES, type Workspace, type Workspaces } from './registry.ts';
import { type Caller, ownerRefusal } from './testers.ts';

/** A caller of a mock that is not shared: may do everything, as before. */
const ALONE: Caller = { team: false, local: true };

export interface ControlAnswer {
  status: number;
  body: unknown;
  /** A workspace created or deleted (its store follows). */
  changed?: { name: string; deleted: boolean };
}

/** The workspace a call names: the header first, then the query parameter, else `default`. */
export function workspaceOf(header: string | undefined, query: string | null): string {
  const named = (header ?? query ?? '').trim();
  return named === '' ? DEFAULT_WORKSPACE : named.slice(0, 64);
}

const iso = (ms: number) => new Date(ms).toISOString();

/** What the list shows of a workspace. */
export function summaryOf(ws: Workspace) {
  const { state } = ws;
  return {
    name: ws.name,
    from: ws.from ?? null,
    owner: ws.owner ?? null,
    createdAt: iso(ws.createdAt),
    lastUsed: iso(ws.lastUsed),
    sessions: [...state.sessions.values()].filter((s) => s.persona).length,
    instructions: state.bank.instructions.size,
    bookings: state.ledger.length,
    clock: { now: state.clock.wall().stamp, offsetMs: state.clock.offset },
    traffic: ws.traffic?.size ?? null,
  };
}

function parse(raw: string): Record<string, unknown> | string {
  if (!raw) return {};
  try {
    const input: unknown = JSON.parse(raw);
    return typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : 'the body must be a JSON object';
  } catch {
    return 'the body must be JSON';
  }
}

const error = (status: number, message: string): ControlAnswer => ({ status, body: { error: message } });

/**
 * GET /__mock/workspaces, POST /__mock/workspaces {name, from?}, DELETE /__mock/workspaces/<name>. On a
 * shared mock a new workspace is its maker's (`caller.tester`), and only whoever may own it removes it
 * (./testers.ts).
 */
export function manageWorkspaces(
  workspaces: Workspaces, route: string, raw: string, caller: Caller = ALONE,
): ControlAnswer {
  if (route === 'GET /__mock/workspaces') {
    return {
      status: 200,
      body: { idleMs: workspaces.idleMs, max: MAX_WORKSPACES, workspaces: workspaces.list().map(summaryOf) },
    };
  }
  const input = parse(raw);
  if (typeof input === 'string') return error(400, input);
  if (route === 'POST /__mock/workspaces') {
    const from = input.from === undefined || input.from === '' ? undefined : input.from;
    if (from !== undefined && typeof from !== 'string') return error(400, 'from is the name of the workspace to start from');
    const made = workspaces.create(typeof input.name === 'string' ? input.name : '', from, caller.tester);
    if ('problem' in made) return error(made.status, made.problem);
    const changed = { name: made.name, deleted: false };
    return { status: 201, body: { ok: true, workspace: summaryOf(made) }, changed };
  }
  const deleted = /^DELETE \/__mock\/workspaces\/([^/]+)$/.exec(route)?.[1];
  if (deleted !== undefined) {
    const name = decodeURIComponent(deleted);
    const refused = ownerRefusal(name, workspaces.get(name)?.owner, caller, 'removing it');
    if (refused && workspaces.get(name)) return error(refused.status, refused.message);
    if (!workspaces.delete(name)) return error(404, `no workspace ${name}`);
    const reset = name === DEFAULT_WORKSPACE;
    return { status: 200, body: { ok: true, ...(reset ? { reset: true } : {}) }, changed: { name, deleted: !reset } };
  }
  return error(404, `no control route ${route}`);
}

/**
 * POST /__mock/clock: `{"at": "2026-11-30 08:59:00"}` (the bank's wall clock, Asia/Shanghai) sets the
 * workspace's bank clock there, running on; `{"advance": "+1d"}` moves it; `{"reset": true}` returns
 * it to the machine's (./clock-setting.ts, the grammar a scenario's `clock:` shares). Answers the clock
 * as GET /__mock/clock does.
 */
export function setClock(clock: BankClock, input: Record<string, unknown>): ControlAnswer {
  if (input.reset === true) clock.reset();
  else {
    const setting = clockSetting(input);
    if (typeof setting === 'string') return error(400, setting);
    applyClockSetting(clock, setting);
  }
  return { status: 200, body: clockOf(clock) };
}

export function clockOf(clock: BankClock) {
  return { now: clock.wall().stamp, date: clock.today(), offsetMs: clock.offset, zone: 'Asia/Shanghai' };
}
