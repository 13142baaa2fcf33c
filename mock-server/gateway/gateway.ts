/**
 * The mock gateway: speaks the portal's wire format in front of Prism.
 *
 *   /api/*     an /api call through the pipeline of named stages (./pipeline.ts): the #10 envelope
 *              opened, its timestamp and nonce, injected faults (../faults/table.ts), the session, the
 *              access rules, the signature (../sessions/signing.ts), then Prism and the handlers
 *              (./dispatch.ts), the answer sealed under the call's key.
 *   /__mock/*  the control plane (../control/): faults, sessions, reset, state, ledger, the traffic log
 *              (../recorder/), scenarios, the console, the workspaces and a tester's sign-in; and
 *              /__mock/online-service, the customer-service stand-in (./online-service.ts).
 *
 * Every call belongs to a workspace (../workspaces/), whose state, clock and traffic log it uses.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { CipherError } from '@/protocol/crypto/suite.ts';
import { bankTime } from '../clock.ts';
import { noWorkspace, refuseCaller, testerSignIn, workspaceControl } from '../control/admission.ts';
import { control } from '../control/routes.ts';
import type { CallDraft } from '../recorder/traffic.ts';
import { TrafficLog } from '../recorder/traffic-log.ts';
import { SCENARIO_DIR } from '../recorder/scenario.ts';
import { GatewayState, SESSION_COOKIE } from '../sessions/state.ts';
import { workspaceOf } from '../workspaces/control.ts';
import { type Workspace, Workspaces } from '../workspaces/registry.ts';
import { SIGN_IN_PATH } from '../workspaces/sign-in.ts';
import { admission, type Caller, callerOf, TESTER_COOKIE, TOKEN_HEADER } from '../workspaces/testers.ts';
import type { Env } from './call.ts';
import { inline } from './envelope-offload.ts';
import { type Answer, clientAddress, cookie, crossSiteRefusal, head, headerMap, json, TooLarge, writeAnswer } from './http.ts';
import { handOffKey, ONLINE_SERVICE_PATH, onlineServiceStandIn } from './online-service.ts';
import { BODY_LIMITS, type BodyLimits, type Gateway, type GatewayOptions } from './options.ts';
import { runApi } from './pipeline.ts';

/** Every workspace has its own state and traffic log (issue 52); `default` is the one of the options. */
function workspacesOf(options: GatewayOptions): Workspaces {
  const trafficLimit = options.traffic instanceof TrafficLog ? options.traffic.limit : undefined;
  return options.workspaces ?? new Workspaces({
    newState: () => new GatewayState(options.now ?? Date.now, options.bankSeed),
    newTraffic: () => (options.traffic === false ? undefined : new TrafficLog(trafficLimit)),
    ...(options.state ? { defaultState: options.state } : {}),
    defaultTraffic: options.traffic === false ? undefined : (options.traffic ?? new TrafficLog()),
  });
}

/** What the traffic log keeps of an /api call once answered (./pipeline.ts fills in the rest). */
function draftOf(req: IncomingMessage, url: URL, ws: Workspace | undefined): CallDraft | undefined {
  if (!ws?.traffic || !url.pathname.startsWith('/api/')) return undefined;
  const headers = headerMap(req);
  return {
    startedAt: ws.state.now(), method: req.method ?? '', path: url.pathname, headers, requestBytes: 0, suite: 'plain',
    client: clientAddress(req.socket.remoteAddress, headers['x-forwarded-for']),
    // the cookie's persona, also when its session has expired (the call will say so)
    persona: ws.state.sessions.get(cookie(req, SESSION_COOKIE) ?? '')?.persona?.login,
  };
}

/** A call as the server got it: where it goes, for whom, in which workspace. */
interface Arrival {
  req: IncomingMessage;
  url: URL;
  caller: Caller;
  ws: Workspace | undefined;
  /** The workspace the call named. */
  named: string;
  managing: boolean;
  setCookie: (c: string) => void;
  draft: CallDraft | undefined;
}

/** What the server's calls share: the options, bounds, workspaces and each workspace's pipeline. */
interface Served {
  options: GatewayOptions;
  limits: BodyLimits;
  scenarioDir: string;
  workspaces: Workspaces;
  envOf: (ws: Workspace) => Env;
  log: (line: string) => void;
  /** The customer-service stand-in (./online-service.ts). */
  onlineService: (req: IncomingMessage, res: ServerResponse) => void;
}

/** Where a call goes: sign-in, no such workspace, the workspaces' routes, the control plane, or /api. */
function route(s: Served, a: Arrival): Promise<Answer> {
  const { req, url, ws } = a;
  const { options, limits } = s;
  if (url.pathname === SIGN_IN_PATH) return testerSignIn(req, options, limits, a.setCookie, a.caller);
  if (!ws) return noWorkspace(req, url, a.named);
  if (a.managing) return workspaceControl(req, url, a.caller, options, limits, s.workspaces);
  if (url.pathname.startsWith('/__mock/')) return control(req, url, a.caller, { options, ws, scenarioDir: s.scenarioDir }, limits);
  // /api has the control plane's Host and Origin checks (issue 50 items 4 and 5): a multipart form
  // posted by another origin of the same site, or a rebound host name, is refused before it is read
  const crossSite = url.pathname.startsWith('/api/')
    ? crossSiteRefusal(headerMap(req), options.origins, options.team?.hostNames)
    : undefined;
  if (crossSite !== undefined) {
    req.resume();
    return Promise.resolve(json(head('E0403', `跨站请求已被拒绝（${crossSite}）`), 403));
  }
  if (url.pathname.startsWith('/api/') && req.method === 'POST') return runApi(req, url, s.envOf(ws), a.setCookie, a.draft);
  return Promise.resolve(json(head('E0404', `没有这个接口：${req.method ?? ''} ${url.pathname}`), 404));
}

/** The answer written, the call recorded in its workspace's traffic log, the workspace saved. */
function finish(s: Served, a: Arrival, res: ServerResponse, cookies: string[], started: number, answer: Answer): void {
  writeAnswer(res, answer, cookies);
  const { ws, url, req } = a;
  const { state, traffic } = ws ?? s.workspaces.default;
  if (a.draft) traffic?.record(a.draft, answer, cookies, performance.now() - started);
  if (ws) s.options.onChange?.(ws, url.pathname);
  s.log(`${bankTime(state.now()).stamp} ${req.method ?? ''} ${url.pathname} -> ${answer.status}`);
}

/** The call's arrival: who calls (a shared mock's tester), in which workspace; undefined: refused or served. */
function arrive(s: Served, req: IncomingMessage, res: ServerResponse, cookies: string[]): Arrival | undefined {
  const url = new URL(req.url ?? '/', 'http://gateway.invalid');
  const headers = headerMap(req);
  // a shared mock: a call from another machine carries a tester's token (issue 52 item 3; ../workspaces/testers.ts)
  const caller = callerOf(s.options.team, {
    peer: req.socket.remoteAddress, forwarded: headers['x-forwarded-for'],
    token: headers[TOKEN_HEADER], cookie: cookie(req, TESTER_COOKIE),
  });
  const shut = admission(caller, url.pathname === SIGN_IN_PATH);
  if (shut) {
    writeAnswer(res, refuseCaller(req, url, shut), []);
    return undefined;
  }
  // a service other origins post to, so outside the control plane's cross-site check (issue 50 item 9)
  if (url.pathname === ONLINE_SERVICE_PATH) {
    s.onlineService(req, res);
    return undefined;
  }
  // the call's workspace: X-Mock-Workspace, else ?workspace=, else default (issue 52 item 1); the
  // workspaces' own routes act on the list, whatever the header names
  const named = workspaceOf(headers['x-mock-workspace'], url.searchParams.get('workspace'));
  const managing = url.pathname === '/__mock/workspaces' || url.pathname.startsWith('/__mock/workspaces/');
  const ws = managing ? s.workspaces.default : s.workspaces.use(named);
  const setCookie = (c: string) => {
    cookies.push(c);
  };
  return { req, url, caller, ws, named, managing, setCookie, draft: draftOf(req, url, ws) };
}

function serve(s: Served, req: IncomingMessage, res: ServerResponse): void {
  const cookies: string[] = [];
  const started = performance.now();
  const a = arrive(s, req, res, cookies);
  if (!a) return;
  route(s, a)
    .catch((error: unknown) => {
      if (error instanceof TooLarge) return json(head('E0413', '请求报文过大'), 413);
      s.log(`${a.url.pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return json(head('E0500', error instanceof CipherError ? '报文处理失败' : '模拟网关内部错误'), 500);
    })
    .then((answer) => {
      finish(s, a, res, cookies, started, answer);
    }, () => undefined);
}

export function createGateway(options: GatewayOptions): Gateway {
  const log = options.log ?? (() => undefined);
  const limits = { ...BODY_LIMITS, ...options.limits };
  const workspaces = workspacesOf(options);
  const envs = new WeakMap<Workspace, Env>();
  const envOf = (ws: Workspace): Env => {
    const found = envs.get(ws) ?? { options, state: ws.state, offload: options.offload ?? inline, limits, log };
    envs.set(ws, found);
    return found;
  };
  // the customer-service stand-in: a page the portal posts the hand-off to, verified (./online-service.ts)
  const onlineService = onlineServiceStandIn(handOffKey(), () => workspaces.default.state.now());
  const scenarioDir = options.scenarioDir ?? SCENARIO_DIR;
  const served: Served = { options, limits, scenarioDir, workspaces, envOf, log, onlineService };
  const { state, traffic } = workspaces.default;
  const reset = () => {
    state.reset();
    traffic?.reset();
  };
  return { server: createServer((req, res) => {
    serve(served, req, res);
  }), state, traffic, reset, workspaces };
}
