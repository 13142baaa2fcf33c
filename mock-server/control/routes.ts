/**
 * The control plane of one workspace, `/__mock/*`, for testers and tests (apart from the /api
 * pipeline, ../gateway/pipeline.ts): faults, session expiry and TTL, QR codes and challenges, reset,
 * state, ledger, the bank's clock, scenarios (../recorder/scenario.ts), the traffic log (./traffic.ts)
 * and the console (./console.ts). Every call is refused from another site (../gateway/http.ts).
 */
import type { IncomingMessage } from 'node:http';
import { parseFault } from '../faults/table.ts';
import { type Answer, controlRefusal, json, readBody } from '../gateway/http.ts';
import type { BodyLimits } from '../gateway/options.ts';
import { personaByLogin } from '../personas.ts';
import { applyScenario, findScenario, listScenarios, ScenarioError, scenarioNames } from '../recorder/scenario.ts';
import { clockOf, setClock } from '../workspaces/control.ts';
import { type Caller, ownerRefusal } from '../workspaces/testers.ts';
import { consoleControl } from './console.ts';
import type { ControlContext } from './context.ts';
import { TRAFFIC_ROUTE, trafficControl } from './traffic.ts';

type Route = (ctx: ControlContext) => Answer;

const noPersona = (login: string) => json({ error: `no persona ${JSON.stringify(login)}; see mock-server/README.md` }, 400);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The workspace back to its start: its state and its traffic log (POST /__mock/reset, a scenario's reset). */
const resetAll = ({ ws }: ControlContext) => () => {
  ws.state.reset();
  ws.traffic?.reset();
};

/** GET /__mock/scenarios: the files, and those that do not validate with their line and field. */
const scenarios: Route = ({ scenarioDir }) => {
  const { scenarios: found, invalid } = listScenarios(scenarioDir);
  return json({
    scenarios: found.map((s) => ({
      id: s.id, name: s.name, file: s.file, description: s.description ?? null, steps: s.steps ?? [],
      reset: s.reset, faults: s.faults, session: s.session ?? null, seed: s.seed ?? null,
    })),
    invalid: invalid.map((i) => ({
      id: i.id, file: i.file, line: i.error.line, field: i.error.field, error: i.error.message,
    })),
  });
};

/** POST /__mock/scenario {"name"}: applies one. */
const scenario: Route = (ctx) => {
  const name = text(ctx.input.name);
  if (!name) return json({ error: 'name is the scenario\'s file name (slow-network) or its name (网络慢 3 秒); GET /__mock/scenarios lists them' }, 400);
  try {
    const found = findScenario(name, ctx.scenarioDir);
    if (!found) return json({ error: `no scenario ${JSON.stringify(name)}; there are: ${scenarioNames(listScenarios(ctx.scenarioDir))}` }, 404);
    return json({ ok: true, applied: applyScenario(found, ctx.ws.state, resetAll(ctx)) });
  } catch (error) {
    if (!(error instanceof ScenarioError)) throw error;
    return json({ error: error.message, file: error.file, line: error.line, field: error.field }, 422);
  }
};

/** POST /__mock/faults: the next N calls of an operation (or any), of a persona (or anyone). */
const queueFault: Route = ({ input, ws }) => {
  const operation = typeof input.operation === 'string' ? input.operation : '*';
  const count = input.count === undefined ? 1 : Number(input.count);
  if (!Number.isInteger(count) || count < 1 || count > 1000) return json({ error: 'count must be 1..1000' }, 400);
  const fault = typeof input.fault === 'string' ? parseFault(input.fault) : 'fault is a string such as status=005';
  if (typeof fault === 'string') return json({ error: fault }, 400);
  const user = typeof input.user === 'string' ? input.user : undefined;
  if (user !== undefined && !personaByLogin(user)) return noPersona(user);
  ws.state.queueFault({ ...fault, operation, remaining: count, ...(user ? { user } : {}) });
  return json({ ok: true, queued: ws.state.faults.length });
};

/** POST /__mock/expire-persona: the console's 使会话过期 for one persona (POST /__mock/expire: all). */
const expirePersona: Route = ({ input, ws }) => {
  const login = text(input.login);
  if (!personaByLogin(login)) return noPersona(login);
  let expired = 0;
  for (const s of ws.state.sessions.values()) if (s.persona?.login === login) expired += ws.state.expire(s.id);
  return json({ expired });
};

const ROUTES: Readonly<Record<string, Route>> = {
  'GET /__mock/state': ({ ws }) => json({
    workspace: ws.name,
    sessions: [...ws.state.sessions.values()].map((s) => ({
      persona: s.persona?.login ?? null,
      enterprise: s.enterprise ?? null,
    })),
    faults: ws.state.faults,
    sessionTtlMs: ws.state.sessionTtlMs,
  }),
  'GET /__mock/ledger': ({ ws }) => json({ entries: ws.state.ledger }),
  'POST /__mock/reset': (ctx) => {
    resetAll(ctx)();
    return json({ ok: true });
  },
  'GET /__mock/clock': ({ ws }) => json(clockOf(ws.state.clock)),
  'POST /__mock/clock': ({ ws, input }) => {
    const set = setClock(ws.state.clock, input);
    return json(set.body, set.status);
  },
  'GET /__mock/scenarios': scenarios,
  'POST /__mock/scenario': scenario,
  'POST /__mock/expire-persona': expirePersona,
  'POST /__mock/expire': ({ ws }) => json({ expired: ws.state.expire() }),
  'POST /__mock/session-ttl': ({ input, ws }) => {
    const ms = Number(input.ms);
    if (!Number.isInteger(ms) || ms < 0) return json({ error: 'ms must be a whole number of milliseconds' }, 400);
    ws.state.sessionTtlMs = ms;
    return json({ ok: true });
  },
  'POST /__mock/faults': queueFault,
  'POST /__mock/qr-confirm': ({ input, ws }) => {
    const login = text(input.login);
    if (!personaByLogin(login)) return noPersona(login);
    return ws.state.confirmQr(login) ? json({ ok: true }) : json({ error: 'no QR code is waiting' }, 409);
  },
  'POST /__mock/challenge-expire': ({ ws }) => json({ expired: ws.state.expireChallenges() }),
  'POST /__mock/qr-expire': ({ ws }) => {
    ws.state.expireQrCodes();
    return json({ ok: true });
  },
  'DELETE /__mock/faults': ({ ws }) => {
    ws.state.faults = [];
    return json({ ok: true });
  },
};

/** The control call's JSON body; a string: why it is not JSON. */
async function inputOf(req: IncomingMessage, limits: BodyLimits): Promise<Record<string, unknown> | string> {
  const raw = (await readBody(req, limits.control)).toString('utf8');
  if (!raw) return {};
  try {
    return JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return 'the body must be JSON';
  }
}

/** One /__mock/* call of a workspace. */
export async function control(
  req: IncomingMessage, url: URL, caller: Caller, base: Omit<ControlContext, 'input' | 'url' | 'route'>, limits: BodyLimits,
): Promise<Answer> {
  const route = `${req.method ?? ''} ${url.pathname}`;
  const refused = controlRefusal(req, base.options.origins, base.options.team?.hostNames);
  if (refused) return refused;
  const input = await inputOf(req, limits);
  if (typeof input === 'string') return json({ error: input }, 400);
  const { ws } = base;
  // a workspace's decrypted traffic is its maker's on a shared mock (issue 52 item 3)
  const notYours = TRAFFIC_ROUTE.test(route) ? ownerRefusal(ws.name, ws.owner, caller, 'its decrypted traffic') : undefined;
  if (notYours) return json({ error: notYours.message }, notYours.status);
  const ctx: ControlContext = { ...base, input, url, route };
  const answer = trafficControl(ctx) ?? await consoleControl(ctx);
  if (answer) return answer;
  const handle = Object.hasOwn(ROUTES, route) ? ROUTES[route] : undefined;
  return handle ? handle(ctx) : json({ error: `no control route ${route}` }, 404);
}
