/**
 * The mock gateway: speaks the portal's wire format in front of Prism.
 *
 *   /api/*     open the #10 envelope (private key), refuse a bad digest, a replayed nonce or a stale
 *              timestamp; apply injected faults; check the session (005 when lost, 0110 until an
 *              enterprise is chosen); forward the plain JSON to Prism, which validates it against the
 *              contract (a violation comes back as an error head naming the field); answer stateful
 *              calls from the gateway's state, others with Prism's example; seal the answer under the
 *              call's key when the call was encrypted. A signed call (the signing catalogue) is
 *              verified before Prism sees it and booked in the ledger after (./signing.ts).
 *   /__mock/*  the control endpoint for testers and tests: faults, session expiry, reset, state, ledger,
 *              the traffic log (./traffic.ts: every call decrypted, as JSON or HAR) and scenarios
 *              (./scenario.ts, mock-server/scenarios/*.yaml); and /__mock/online-service, the
 *              customer-service stand-in that verifies the hand-off (./online-service.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fields } from '@/api/generated/fields.ts';
import { refusedField } from '@/protocol/characters.ts';
import { MAX_UPLOAD_BODY_BYTES } from '@/protocol/upload-limits.ts';
import { isEncrypted, type OpenedRequest } from '@/protocol/crypto/envelope.ts';
import { CipherError, type ServerCipherSuite, type SuiteId } from '@/protocol/crypto/suite.ts';
import { signingEntryByPath } from '@/protocol/signing/catalogue.ts';
import { parseGatewayTimestamp } from '@/protocol/wire-format.ts';
import { bankTime } from './clock.ts';
import { denial } from './access.ts';
import type { BankSeed } from './bank/types.ts';
import { type EnvelopeOffload, inline } from './envelope-offload.ts';
import { pageQuery } from './query.ts';
import { handlerFor, Refusal } from './handlers.ts';
import { consoleAsset, consolePage } from './console/serve.ts';
import { yuan } from './bank/rules.ts';
import { changeText } from './bank/views.ts';
import { personaByLogin, PERSONAS, TEST_PASSWORD } from './personas.ts';
import { applyScenario, findScenario, listScenarios, SCENARIO_DIR, ScenarioError, scenarioNames } from './scenario.ts';
import { type Booking, checkSignedCall } from './signing.ts';
import { acceptUpload, formForPrism, type StoredUpload } from './uploads.ts';
import { handOffKey, ONLINE_SERVICE_PATH, onlineServiceStandIn } from './online-service.ts';
import { type Fault, GatewayState, parseFault, type Reply, type Session, SESSION_COOKIE, TIMESTAMP_WINDOW_MS } from './state.ts';
import { type CallDraft, faultText, toHar } from './traffic.ts';
import { filterOf, summaryOfEntry, TrafficLog } from './traffic-log.ts';
import { clockOf, manageWorkspaces, setClock, workspaceOf } from './workspaces/control.ts';
import { type Workspace, Workspaces } from './workspaces/registry.ts';
import { SIGN_IN_PATH, signIn } from './workspaces/sign-in.ts';
import { admission, type Caller, callerOf, ownerRefusal, type Team, TESTER_COOKIE, TOKEN_HEADER } from './workspaces/testers.ts';

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
  /** What the mock bank starts from (./bank-seed.ts); by default the personas' accounts and rules. */
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
   * A mock shared on a test host (`--host`, `--tokens`; ./workspaces/testers.ts): its testers, whose token
   * every call from another machine carries, and the host names the Host check accepts beyond loopback.
   */
  team?: Team;
  /** Body limits in bytes (default BODY_LIMITS). */
  limits?: Partial<typeof BODY_LIMITS>;
  /** The traffic log (./traffic.ts; default: one of DEFAULT_TRAFFIC_LIMIT calls); false: none, nothing recorded. */
  traffic?: TrafficLog | false;
  /** Where the scenarios are (default mock-server/scenarios). */
  scenarioDir?: string;
  /** The workspaces (./workspaces/registry.ts); default: `default` alone, made from state, bankSeed and traffic. */
  workspaces?: Workspaces;
  /** After every call a workspace answered (its store saves it). */
  onChange?: (ws: Workspace, path: string) => void;
  /** After a workspace was created, cloned or deleted: its name. */
  onWorkspaces?: (changed: { name: string; deleted: boolean }) => void;
  /**
   * The testers' console (GET /__mock/, ./console/): its build folder, built first when missing or
   * stale (./console/build.ts). Absent: no console (GET /__mock/ answers 404).
   */
  console?: () => Promise<string>;
  /**
   * The portal's address (`http://127.0.0.1:5173/eis-demo/`), for the console's links that open it in a
   * workspace (GET /__mock/portal); absent: the console's own origin + /eis-demo/.
   */
  portalUrl?: string;
}

/**
 * The largest bodies the gateway reads (issue 15 finding 13); a larger one is answered 413 with an
 * error head, and never held in memory. An upload (multipart) may be larger than a JSON call: the one
 * upload limit (src/protocol/upload-limits.ts), which the portal and nginx read too (issue 50 item 4).
 */
export const BODY_LIMITS = { json: 1024 * 1024, upload: MAX_UPLOAD_BODY_BYTES, control: 64 * 1024 };

/**
 * The calls that start a session: the login flow's first steps keep state for the login that follows
 * (the password control's random factor, the QR code, the key challenge). The image code is kept by its
 * id instead (state.ts), since the portal asks it beside the random factor, before either has a cookie. Login itself
 * makes the logged-in session. Any other call without a session gets none, and no cookie (issue 15
 * finding 13).
 */
export const SESSION_OPERATIONS: ReadonlySet<string> = new Set(['getRandomCount', 'qrCodeIssue', 'ukeyChallenge']);

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why a request is refused as cross-site (issue 15 finding 13; issue 50 items 4 and 5), for the
 * control plane and /api alike: a page of another site or of another origin of the same site
 * (Sec-Fetch-Site cross-site or same-site, or an Origin other than the host it was sent to or one of
 * the portal's `origins`, exactly) must not reset the mock, read the ledger, upload a file or make a
 * call in the user's session; nor a host name other than loopback (DNS rebinding). Tools and tests (no
 * Origin, no Sec-Fetch-Site) and the portal's own pages pass. `origins`: the portal's origins where
 * they are not the Host the mock is sent (behind nginx, which sends the mock its own Host), for a
 * browser that sends no Sec-Fetch-Site.
 */
export function crossSiteRefusal(
  headers: Record<string, string | undefined>,
  origins: readonly string[] = [],
  hostNames: readonly string[] = [],
): string | undefined {
  const host = headers.host ?? '';
  const hostname = (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '')).toLowerCase();
  // a shared mock (issue 52 item 3) answers the names its testers reach it by too, and still no other
  const known = LOOPBACK_HOSTS.has(hostname) || hostNames.some((name) => name.toLowerCase() === hostname);
  if (!known) {
    return hostNames.length === 0
      ? `the gateway answers loopback host names only, not ${JSON.stringify(host)}`
      : `the gateway answers loopback and ${hostNames.join(', ')} only, not ${JSON.stringify(host)}`;
  }
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `a ${site} request`;
  // the browser's own word, which no page can forge: the Origin is the one the page was sent to (behind
  // nginx, not the Host the mock is sent)
  if (site === 'same-origin') return undefined;
  const origin = headers.origin;
  // exactly: the scheme, host and port this request was sent to (the mock speaks http), or a listed one
  if (origin !== undefined && origin !== `http://${host}` && !origins.includes(origin)) return `a request from ${origin}`;
  return undefined;
}

/** Calls a persona with several enterprises may make before choosing one (spec 000 §4, §8: 0110). */
const BEFORE_ENTERPRISE = new Set([
  'userInfoThree', 'logOut', 'enterpriseListQry', 'selectEnterprise', 'menuListQry', 'getServerTime', 'getRandomCount',
  'getClientIp', 'clientMacParse', 'bankAnnouncementListQry', 'imageCode', 'qrCodeIssue', 'qrCodePoll', 'ukeyChallenge',
  'ukeyLogin',
]);

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** A sealed answer's plain JSON (for the traffic log; never written). */
  plain?: string;
}

/**
 * Writes an answer and the cookies it sets, each cookie its own Set-Cookie header (issue 39): a client
 * reads a header joined with ", " as one cookie, whose value runs on into the next (and an Expires date
 * holds a comma of its own).
 */
export function writeAnswer(res: ServerResponse, answer: Answer, cookies: readonly string[]): void {
  const headers: Record<string, string | string[]> = { ...answer.headers };
  if (cookies.length) headers['Set-Cookie'] = [...cookies];
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}

/** A request's JSON object, or an empty one (the access check reads its selector fields; Prism judges the rest). */
function jsonObject(plain: Buffer): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(plain.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Record<string, unknown> : {};
  } catch {
    return {};
  }
}

const json = (value: unknown, status = 200): Answer => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify(value),
});
const head = (STATUS: string, MSG: string) => ({ head: { STATUS, MSG } });

class TooLarge extends Error {}

/** A cross-site /api call: 403 with an error head, its body left unread. */
function refuseCrossSite(req: IncomingMessage, why: string): Promise<Answer> {
  req.resume();
  return Promise.resolve(json(head('E0403', `跨站请求已被拒绝（${why}）`), 403));
}

/** The body, up to `limit` bytes; a larger one is read to its end and dropped, and rejects TooLarge. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = Number(req.headers['content-length'] ?? 0) > limit;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) over = true;
      if (!over) chunks.push(c);
    });
    req.on('end', () => {
      if (over) reject(new TooLarge(`the body is larger than ${String(limit)} bytes`));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

function cookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/**
 * The client's address as the gateway sees it (issue 50 item 8): the peer, or, when the peer is a
 * proxy on this machine (nginx, Vite), the address it names last in X-Forwarded-For (nginx sets one,
 * its own peer's). Never the body's CLIENT_IP, which the client writes.
 */
export function clientAddress(peer: string | undefined, forwarded: string | undefined): string {
  const address = (peer ?? '').replace(/^::ffff:/, '');
  const fromProxy = address === '127.0.0.1' || address === '::1';
  const named = forwarded?.split(',').map((a) => a.trim()).filter(Boolean).pop();
  return fromProxy && named ? named : address;
}

const headerMap = (req: IncomingMessage): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));

/** Prism's sl-violations header as one readable message naming the field(s). */
export function violationMessage(header: string | null): string {
  let list: Array<{ path?: unknown[]; message?: string }> = [];
  try {
    list = JSON.parse(header ?? '[]') as typeof list;
  } catch {
    list = [];
  }
  const parts = list.map((v) => {
    const path = (v.path ?? []).filter((p) => p !== 'body').join('.');
    return path ? `${path}：${v.message ?? '不合法'}` : (v.message ?? '不合法');
  });
  return `请求参数不合法${parts.length ? `（${parts.join('；')}）` : ''}`;
}

/**
 * The one call whose timestamp is not held to the window: the portal asks the time with it, so it
 * must work from a computer whose clock is wrong (issue 15 finding 4). It reads nothing private and
 * changes nothing; its nonce still counts against replays.
 */
const CLOCK_CALL = 'getServerTime';

/** The first field of a JSON body that holds a character the policy refuses; undefined for none (or no JSON). */
function refusedIn(plain: Buffer): ReturnType<typeof refusedField> {
  try {
    return refusedField(JSON.parse(plain.toString('utf8')));
  } catch {
    return undefined;
  }
}

/** The HAR file's creator version (the traffic log's format). */
const HAR_CREATOR_VERSION = '1.0';

export interface Gateway {
  server: Server;
  /** The default workspace's state and traffic log. */
  state: GatewayState;
  traffic: TrafficLog | undefined;
  /** The default workspace back to its start (POST /__mock/reset): its state and its traffic log. */
  reset: () => void;
  workspaces: Workspaces;
}

export function createGateway(options: GatewayOptions): Gateway {
  const log = options.log ?? (() => undefined);
  const offload = options.offload ?? inline;
  const limits = { ...BODY_LIMITS, ...options.limits };
  const scenarioDir = options.scenarioDir ?? SCENARIO_DIR;
  const trafficLimit = options.traffic instanceof TrafficLog ? options.traffic.limit : undefined;
  // every workspace has its own state and traffic log (issue 52); `default` is the one of the options
  const workspaces = options.workspaces ?? new Workspaces({
    newState: () => new GatewayState(options.now ?? Date.now, options.bankSeed),
    newTraffic: () => (options.traffic === false ? undefined : new TrafficLog(trafficLimit)),
    ...(options.state ? { defaultState: options.state } : {}),
    defaultTraffic: options.traffic === false ? undefined : (options.traffic ?? new TrafficLog()),
  });
  const bound = new WeakMap<Workspace, ReturnType<typeof bind>>();
  const handlersOf = (ws: Workspace) => {
    const found = bound.get(ws);
    if (found) return found;
    const made = bind(ws);
    bound.set(ws, made);
    return made;
  };

  /** The control and /api handlers of one workspace: its state, its clock, its traffic log. */
  function bind(ws: Workspace) {
    const { state, traffic } = ws;
    const now = state.now; // the workspace's bank clock (./clock.ts)
    /** The workspace back to its start: its state and its traffic log (POST /__mock/reset, a scenario's reset). */
    const resetAll = () => {
      state.reset();
      traffic?.reset();
    };

    /** The traffic log's control calls (GET /__mock/traffic…, POST /__mock/traffic/…); undefined: not one of them. */
    function trafficControl(route: string, url: URL, input: Record<string, unknown>): Answer | undefined {
      if (!/^(GET|POST) \/__mock\/traffic(\.har|\/.*)?$/.test(route)) return undefined;
      if (!traffic) return json({ error: 'the traffic log is off (the gateway was started with traffic: false)' }, 404);
      if (route === 'POST /__mock/traffic/reset') {
        traffic.clear();
        return json({ ok: true });
      }
      if (route === 'POST /__mock/traffic/limit') {
        const refused = traffic.setLimit(input.limit);
        return refused ? json({ error: refused }, 400) : json({ ok: true, limit: traffic.limit, kept: traffic.size });
      }
      // a tester keeps a call whatever the bounds (issue 49 item 8)
      const pin = /^POST \/__mock\/traffic\/(\d{1,15})\/pin$/.exec(route)?.[1];
      if (pin !== undefined) {
        const pinned = input.pinned ?? true;
        if (typeof pinned !== 'boolean') return json({ error: 'pinned is true (pin) or false (unpin)' }, 400);
        const refused = traffic.pin(Number(pin), pinned);
        if (refused) return json({ error: refused }, traffic.get(Number(pin)) ? 409 : 404);
        return json({ ok: true, id: Number(pin), pinned, pinnedCount: traffic.pinnedCount });
      }
      if (route === 'GET /__mock/traffic' || route === 'GET /__mock/traffic.har') {
        const filter = filterOf(url.searchParams);
        if (typeof filter === 'string') return json({ error: filter }, 400);
        const selected = traffic.select(filter);
        if (route === 'GET /__mock/traffic') {
          return json({
            limit: traffic.limit, importantLimit: traffic.importantLimit, kept: traffic.size,
            pinned: traffic.pinnedCount,
            dropped: traffic.dropped, entries: selected.map(summaryOfEntry),
          });
        }
        const answer = json(toHar(selected, HAR_CREATOR_VERSION));
        const stamp = bankTime(now()).compact; // the bank's time, as every stamp of the mock
        answer.headers['Content-Disposition'] = `attachment; filename="mock-traffic-${stamp}.har"`;
        return answer;
      }
      const id = /^GET \/__mock\/traffic\/(\d{1,15})$/.exec(route)?.[1];
      const entry = id === undefined ? undefined : traffic.get(Number(id));
      if (entry) return json(entry);
      return json({ error: id === undefined ? `no control route ${route}` : `no call ${id} in the traffic log (it keeps the last ${String(traffic.limit)})` }, 404);
    }

    /** The testers' console (./console/): its page and files, and the reads only it needs; undefined: not one. */
    async function consoleControl(route: string, url: URL): Promise<Answer | undefined> {
      if (route === 'GET /__mock/' || route.startsWith('GET /__mock/console/')) {
        if (!options.console) return json({ error: 'this gateway has no console (started without one)' }, 404);
        const dist = await options.console();
        const file = route === 'GET /__mock/' ? await consolePage(dist) : await consoleAsset(dist, url.pathname.slice('/__mock/console/'.length));
        return file ?? json({ error: `no console file ${url.pathname}` }, 404);
      }
      switch (route) {
        case 'GET /__mock/portal':
          return json({ portalUrl: options.portalUrl ?? null });
        case 'GET /__mock/personas':
          return json({
            password: TEST_PASSWORD,
            personas: PERSONAS.map((p) => ({
              login: p.login, name: p.user.USER_NAME, level: p.user.USER_INDVATTELVL, admin: p.user.COMP_USER_TYPE === '1',
              enterprises: p.enterprises.map((e) => ({ orgNo: e.ORG_NO, name: e.CUSTOMER_NAME })),
              role: p.role, approverLevel: p.level, password: TEST_PASSWORD, token: `test-token-${p.login}`,
            })),
          });
        case 'GET /__mock/sessions':
          return json({
            sessionTtlMs: state.sessionTtlMs,
            sessions: [...state.sessions.values()].filter((s) => s.persona).map((s) => ({
              persona: s.persona?.login ?? null, enterprise: s.enterprise ?? null,
              idleMs: Number.isFinite(s.lastSeen) ? Math.max(0, now() - s.lastSeen) : null,
              expired: !(now() - s.lastSeen <= state.sessionTtlMs),
            })),
          });
        case 'GET /__mock/operations':
          return json({
            operations: [...new Set(options.operations.values())].sort().map((id) => ({
              operation: id, summary: Object.hasOwn(fields, id) ? fields[id as keyof typeof fields].summary : null,
            })),
          });
        case 'GET /__mock/bank': {
          const { bank } = state;
          return json({
            accounts: [...bank.accounts.values()].map((a) => ({
              acctNo: a.acctNo, name: a.name, orgNo: a.orgNo, balance: yuan(a.balance), entries: a.entries.length,
              recent: a.entries.slice(-5).reverse().map((e) => ({
                date: e.date, time: e.time, seq: e.seq, dc: e.dc, amount: yuan(e.amount), balance: yuan(e.balance),
                counterName: e.counterName ?? null, summary: e.summary ?? null,
              })),
            })),
            instructions: [...bank.instructions.values()].reverse().map((i) => ({
              seq: i.seq, orgNo: i.orgNo, kind: i.kind, name: i.name,
              ...(i.type === 'debit'
                ? { acctNo: i.acctNo, payeeName: i.payeeName, amount: yuan(i.amount), currency: i.currency }
                : { acctNo: null, payeeName: null, amount: null, change: changeText(i) }),
              submitter: i.submitter.login, submitTime: i.submitTime, status: i.status,
              mode: i.mode, required: i.required, approvals: i.approvals.map((a) => a.login),
              rejectReason: i.rejectReason ?? null,
            })),
          });
        }
        default:
          return undefined;
      }
    }

    async function control(req: IncomingMessage, url: URL, caller: Caller): Promise<Answer> {
      const route = `${req.method ?? ''} ${url.pathname}`;
      const refused = crossSiteRefusal(headerMap(req), options.origins, options.team?.hostNames);
      if (refused) {
        req.resume();
        return json({ error: `cross-site request refused: ${refused}` }, 403);
      }
      const raw = (await readBody(req, limits.control)).toString('utf8');
      let input: Record<string, unknown> = {};
      if (raw) {
        try {
          input = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          return json({ error: 'the body must be JSON' }, 400);
        }
      }
      // a workspace's decrypted traffic is its maker's on a shared mock (issue 52 item 3)
      const notYours = /^(GET|POST) \/__mock\/traffic(\.har|\/.*)?$/.test(route)
        ? ownerRefusal(ws.name, ws.owner, caller, 'its decrypted traffic')
        : undefined;
      if (notYours) return json({ error: notYours.message }, notYours.status);
      const logged = trafficControl(route, url, input);
      if (logged) return logged;
      const page = await consoleControl(route, url);
      if (page) return page;
      switch (route) {
        case 'GET /__mock/state':
          return json({
            workspace: ws.name,
            sessions: [...state.sessions.values()].map((s) => ({
              persona: s.persona?.login ?? null,
              enterprise: s.enterprise ?? null,
            })),
            faults: state.faults,
            sessionTtlMs: state.sessionTtlMs,
          });
        case 'GET /__mock/ledger':
          return json({ entries: state.ledger });
        case 'POST /__mock/reset':
          resetAll();
          return json({ ok: true });
        case 'GET /__mock/clock':
          return json(clockOf(state.clock));
        case 'POST /__mock/clock': {
          const set = setClock(state.clock, input);
          return json(set.body, set.status);
        }
        case 'GET /__mock/scenarios': {
          const { scenarios, invalid } = listScenarios(scenarioDir);
          return json({
            scenarios: scenarios.map((s) => ({
              id: s.id, name: s.name, file: s.file, description: s.description ?? null, steps: s.steps ?? [],
              reset: s.reset, faults: s.faults, session: s.session ?? null, seed: s.seed ?? null,
            })),
            invalid: invalid.map((i) => ({
              id: i.id, file: i.file, line: i.error.line, field: i.error.field, error: i.error.message,
            })),
          });
        }
        case 'POST /__mock/scenario': {
          const name = typeof input.name === 'string' ? input.name : '';
          if (!name) return json({ error: 'name is the scenario\'s file name (slow-network) or its name (网络慢 3 秒); GET /__mock/scenarios lists them' }, 400);
          try {
            const scenario = findScenario(name, scenarioDir);
            if (!scenario) return json({ error: `no scenario ${JSON.stringify(name)}; there are: ${scenarioNames(listScenarios(scenarioDir))}` }, 404);
            return json({ ok: true, applied: applyScenario(scenario, state, resetAll) });
          } catch (error) {
            if (!(error instanceof ScenarioError)) throw error;
            return json({ error: error.message, file: error.file, line: error.line, field: error.field }, 422);
          }
        }
        case 'POST /__mock/expire-persona': {
          // the console's 使会话过期 for one persona: its sessions expire now (POST /__mock/expire: all)
          const login = typeof input.login === 'string' ? input.login : '';
          if (!personaByLogin(login)) return json({ error: `no persona ${JSON.stringify(login)}; see mock-server/README.md` }, 400);
          let expired = 0;
          for (const s of state.sessions.values()) if (s.persona?.login === login) expired += state.expire(s.id);
          return json({ expired });
        }
        case 'POST /__mock/expire':
          return json({ expired: state.expire() });
        case 'POST /__mock/session-ttl': {
          const ms = Number(input.ms);
          if (!Number.isInteger(ms) || ms < 0) return json({ error: 'ms must be a whole number of milliseconds' }, 400);
          state.sessionTtlMs = ms;
          return json({ ok: true });
        }
        case 'POST /__mock/faults': {
          const operation = typeof input.operation === 'string' ? input.operation : '*';
          const count = input.count === undefined ? 1 : Number(input.count);
          if (!Number.isInteger(count) || count < 1 || count > 1000) return json({ error: 'count must be 1..1000' }, 400);
          const fault = typeof input.fault === 'string' ? parseFault(input.fault) : 'fault is a string such as status=005';
          if (typeof fault === 'string') return json({ error: fault }, 400);
          const user = typeof input.user === 'string' ? input.user : undefined;
          if (user !== undefined && !personaByLogin(user)) return json({ error: `no persona ${JSON.stringify(user)}; see mock-server/README.md` }, 400);
          state.queueFault({ ...fault, operation, remaining: count, ...(user ? { user } : {}) });
          return json({ ok: true, queued: state.faults.length });
        }
        case 'POST /__mock/qr-confirm': {
          const login = typeof input.login === 'string' ? input.login : '';
          if (!personaByLogin(login)) return json({ error: `no persona ${JSON.stringify(login)}; see mock-server/README.md` }, 400);
          return state.confirmQr(login) ? json({ ok: true }) : json({ error: 'no QR code is waiting' }, 409);
        }
        case 'POST /__mock/challenge-expire':
          return json({ expired: state.expireChallenges() });
        case 'POST /__mock/qr-expire':
          state.expireQrCodes();
          return json({ ok: true });
        case 'DELETE /__mock/faults':
          state.faults = [];
          return json({ ok: true });
        default:
          return json({ error: `no control route ${route}` }, 404);
      }
    }

    async function seal(opened: OpenedRequest | undefined, answer: Answer): Promise<Answer> {
      if (!opened || answer.status !== 200) return answer;
      const suite = options.suites[opened.suite];
      if (!suite) return answer;
      const sealed = await offload.seal(suite, answer.body, opened);
      return {
        status: 200, headers: { ...answer.headers, 'Content-Type': 'text/plain; charset=utf-8', ...sealed.headers }, body: sealed.body, plain: answer.body,
      };
    }

    /**
     * For the traffic log (a recording hook: the call's rules do not depend on it): what the request was.
     * A call answered by a fault before its envelope is opened gets it opened here, for the log alone.
     */
    async function noteRequest(draft: CallDraft | undefined, raw: Buffer, headers: Record<string, string | undefined>, upload: boolean, opened?: OpenedRequest | 'failed'): Promise<void> {
      if (!draft) return;
      draft.requestBytes = raw.length;
      if (upload) {
        draft.requestNote = `multipart/form-data，${String(raw.length)} 字节（上传的文件不记录）`;
        return;
      }
      const text = raw.toString('utf8');
      if (!isEncrypted(text)) {
        draft.requestText = text;
        return;
      }
      let open = opened;
      if (open === undefined) {
        try {
          open = await offload.open(options.suites, text, headers, { method: draft.method, path: draft.path });
        } catch {
          open = 'failed';
        }
      }
      if (open === 'failed') {
        draft.suite = 'unopened';
        draft.requestNote = '（#10 报文未能解密或已被篡改）';
      } else {
        draft.suite = open.suite;
        draft.requestText = open.json;
      }
    }

    async function api(
      req: IncomingMessage,
      url: URL,
      setCookie: (value: string) => void,
      draft?: CallDraft,
    ): Promise<Answer> {
      const path = url.pathname;
      // the call is the contract's operation at this path, never a guess from its last segment (issue 39):
      // a path the contract does not have reaches neither the session check nor Prism
      const operation = options.operations.get(path);
      if (operation === undefined) {
        req.resume();
        return json(head('E0404', `没有这个接口：POST ${path}`), 404);
      }
      if (draft) {
        draft.operation = operation;
        draft.signed = signingEntryByPath(path) !== undefined;
      }
      const headers = headerMap(req);
      const upload = (headers['content-type'] ?? '').startsWith('multipart/form-data');
      const raw = await readBody(req, upload ? limits.upload : limits.json);
      const faultHeader = headers['x-mock-fault'];
      const fromHeader = faultHeader ? parseFault(faultHeader) : undefined;
      if (typeof fromHeader === 'string') {
        await noteRequest(draft, raw, headers, upload);
        return json(head('E0499', `X-Mock-Fault: ${fromHeader}`));
      }
      const caller = state.sessionLogin(cookie(req, SESSION_COOKIE));
      const fault: Fault | undefined = fromHeader ?? state.takeFault(operation, caller);
      if (draft && fault) draft.fault = { fault: faultText(fault), from: fromHeader ? 'header' : 'queue' };
      if (fault?.kind === 'delay') await new Promise((r) => setTimeout(r, fault.ms ?? 0));
      const early = fault?.kind === 'http500' || fault?.kind === 'malformed' || fault?.kind === 'undecryptable';
      if (early) await noteRequest(draft, raw, headers, upload);
      if (fault?.kind === 'http500') return json(head('999999', '系统繁忙，请稍后再试'), 500);
      if (fault?.kind === 'malformed') return { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"head": {"STATUS": "000000", "MSG"' };
      if (fault?.kind === 'undecryptable') return { status: 200, headers: { 'Content-Type': 'text/plain' }, body: '#10this-is-not-a-ciphertext' };

      // the envelope
      let opened: OpenedRequest | undefined;
      let plain = raw;
      const contentType = headers['content-type'] ?? '';
      const text = raw.toString('utf8');
      if (isEncrypted(text)) {
        try {
          // bound to where it arrived: a body sealed for another operation does not open here (issue 15 finding 9)
          opened = await offload.open(options.suites, text, headers, { method: req.method ?? '', path });
        } catch (error) {
          log(`${operation}: envelope refused: ${(error as Error).message}`);
          await noteRequest(draft, raw, headers, upload, 'failed');
          return json(head('E0401', '请求报文无法解密或已被篡改'));
        }
        await noteRequest(draft, raw, headers, upload, opened);
        // the portal stamps the gateway's zone (Asia/Shanghai), whatever the zone of either machine
        const sent = parseGatewayTimestamp(headers['x-timestamp']);
        const outside = sent === undefined ||
          (Math.abs(now() - sent) > TIMESTAMP_WINDOW_MS && operation !== CLOCK_CALL);
        if (outside) {
          return seal(opened, json(head('E0408', '请求时间戳无效或已过期，请校准时间后重试')));
        }
        if (state.replayed(headers['x-eis-nonce'] ?? '')) return seal(opened, json(head('E0409', '重复的请求已被拒绝')));
        plain = Buffer.from(opened.json, 'utf8');
      } else {
        await noteRequest(draft, raw, headers, upload);
        if (!options.plainOperations.has(operation)) return json(head('E0402', '请求报文未加密'));
      }
      if (fault?.kind === 'status' || fault?.kind === 'business') {
        return seal(opened, json(head(fault.status ?? '999999', fault.msg ?? (fault.status === '0110' ? '请选择企业' : '会话已失效，请重新登录'))));
      }

      // the session
      const found = state.session(cookie(req, SESSION_COOKIE));
      const session: Session | undefined = typeof found === 'object' ? found : undefined;
      const isPublic = options.publicOperations.has(operation);
      if (!isPublic && !session?.persona) {
        return seal(opened, json(head('005', found === 'expired' ? '会话已超时，请重新登录' : '会话已失效，请重新登录')));
      }
      const needsEnterprise = (session?.persona?.enterprises.length ?? 0) > 1 && !session?.enterprise;
      if (needsEnterprise && !BEFORE_ENTERPRISE.has(operation)) {
        return seal(opened, json(head('0110', '请先选择要办理业务的企业')));
      }
      // who may call what: the contract's levels, administrator flag and role (./access.ts)
      const signedCall = signingEntryByPath(path) !== undefined;
      const denied = session?.persona ? denial(operation, session.persona, jsonObject(plain), signedCall) : undefined;
      if (denied) return seal(opened, json(head(denied.status, denied.message)));
      // a signed call holding a character the portal's policy refuses is refused before it is verified:
      // what a bank books is what the confirmation showed (src/protocol/characters.ts; issue 50 item 1)
      const hidden = signingEntryByPath(path) === undefined ? undefined : refusedIn(plain);
      if (hidden) {
        if (draft) draft.check = 'refuse';
        return seal(opened, json(head('SG0016', `${hidden.field} 含有不可见、改变显示顺序或特殊空白的字符（${hidden.found}），交易未受理`)));
      }
      // a signed call: verified here, booked once after Prism validated it (./signing.ts)
      const trace: { text?: string } = {};
      const signed = checkSignedCall({ path, body: plain.toString('utf8'), session, state, ukeyPublicKey: options.ukeyPublicKey, trace });
      if (draft?.signed) {
        draft.check = signed.kind;
        if (trace.text !== undefined) draft.signingText = trace.text;
      }
      if (signed.kind === 'refuse') return seal(opened, json(head(signed.status, signed.message)));
      if (signed.kind === 'replay') return seal(opened, json(await signed.reply));
      const booking: Booking | undefined = signed.kind === 'book' ? signed.booking : undefined;
      let answer: Answer;
      try {
        answer = await forward(req, path, operation, opened, plain, contentType, session, setCookie, booking, draft);
      } catch (error) {
        booking?.settle(head('E0500', '模拟网关内部错误'));
        throw error;
      }
      // processed (a signed call booked), and the answer lost on its way back, as a proxy's timeout
      return fault?.kind === 'lostAnswer' ? json(head('E0504', '网关超时'), 504) : answer;
    }

    async function forward(
      req: IncomingMessage,
      path: string,
      operation: string,
      opened: OpenedRequest | undefined,
      plain: Buffer,
      contentType: string,
      found: Session | undefined,
      setCookie: (value: string) => void,
      booking: Booking | undefined,
      draft?: CallDraft,
    ): Promise<Answer> {
      // a session only where the login flow needs one; another call without one passes without
      const session = found ?? (SESSION_OPERATIONS.has(operation) ? state.newSession() : state.passingSession());
      /** The reply of a call that was not booked; duplicates of a signed call waiting for it get it too. */
      const unbooked = (reply: Reply) => booking?.settle(reply) ?? reply;
      // a handler may replace (login) or end (logout) the session
      const kept = state.sessions.get(session.id);
      let cookieSession = kept;

      // Prism validates against the contract and gives the example
      const prismHeaders: Record<string, string> = { cookie: `${SESSION_COOKIE}=${session.id}` };
      const multipart = !opened && contentType.startsWith('multipart/form-data');
      if (opened || contentType.includes('application/json')) prismHeaders['content-type'] = 'application/json';
      else if (contentType && !multipart) prismHeaders['content-type'] = contentType;
      let prismBody: BodyInit;
      try {
        // an upload goes to Prism rebuilt, the file under its safe name (./uploads.ts): fetch writes its own boundary
        prismBody = multipart ? await formForPrism(plain, contentType) : new Uint8Array(plain);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return json(head(error.status, error.message));
      }
      const prism = await fetch(`${options.prismUrl}${path}`, { method: 'POST', headers: prismHeaders, body: prismBody });
      const prismText = await prism.text();
      if (prism.status === 400 || prism.status === 422) {
        return seal(opened, json(unbooked(head('E0400', violationMessage(prism.headers.get('sl-violations'))))));
      }
      if (!prism.ok) return seal(opened, json(unbooked(head('E0500', `模拟服务异常（Prism ${prism.status}）`))));

      // an upload is kept for the session (./uploads.ts), under the BATCH_NO it answers
      if (operation === 'uploadFile' && session.persona) {
        try {
          session.uploads ??= new Map<string, StoredUpload>();
          const body = await acceptUpload(plain, contentType, session.uploads, state.now());
          return json({ head: { STATUS: '000000', MSG: '上传成功' }, body });
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
          return json(head(error.status, error.message));
        }
      }
      const handler = handlerFor(path);
      // a query's example rows, sorted and cut to the asked page
      const body = handler ? prismText : pageQuery(plain.toString('utf8'), prismText);
      let answer: Answer = booking
        ? json(booking.accept(prismText))
        : { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body };
      if (handler) {
        try {
          const body = handler({
            request: JSON.parse(plain.toString('utf8')) as never,
            session,
            state,
            sm2PrivateKey: options.sm2PrivateKey,
            ukeyPublicKey: options.ukeyPublicKey,
            clientIp: clientAddress(req.socket.remoteAddress, headerMap(req)['x-forwarded-for']),
            setSession: (next) => {
              cookieSession = next;
            },
          });
          answer = json({ head: { STATUS: '000000', MSG: '交易成功' }, body });
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
          answer = json(head(error.status, error.message));
        }
      }
      // the log names who logged in (a login's caller had no persona yet)
      if (draft && cookieSession?.persona) draft.persona = cookieSession.persona.login;
      // the cookie changes only with the session (a new one for the login flow, login, logout): a call
      // that names a session the login has since replaced, sent before the login's answer came (a home
      // widget's), must not clear the cookie the browser has just been given for the new one
      const changed = cookieSession !== kept || (kept !== undefined && kept.id !== cookie(req, SESSION_COOKIE));
      if (changed) {
        setCookie(
          cookieSession
            ? `${SESSION_COOKIE}=${cookieSession.id}; Path=/; HttpOnly; SameSite=Strict`
            : `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`,
        );
      }
      return seal(opened, answer);
    }

    return { control, api };
  }

  // the customer-service stand-in: a page the portal posts the hand-off to, verified (./online-service.ts)
  const onlineService = onlineServiceStandIn(handOffKey(), () => workspaces.default.state.now());

  const server = createServer((req, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://gateway.invalid');
    // a shared mock: a call from another machine carries a tester's token (issue 52 item 3; ./workspaces/testers.ts)
    const caller = callerOf(options.team, {
      peer: req.socket.remoteAddress, forwarded: headerMap(req)['x-forwarded-for'],
      token: headerMap(req)[TOKEN_HEADER], cookie: cookie(req, TESTER_COOKIE),
    });
    const shut = admission(caller, url.pathname === SIGN_IN_PATH);
    if (shut) {
      writeAnswer(res, refuseCaller(req, url, shut), []);
      return;
    }
    // a service other origins post to, so outside the control plane's cross-site check (issue 50 item 9)
    if (url.pathname === ONLINE_SERVICE_PATH) {
      onlineService(req, res);
      return;
    }
    const cookies: string[] = [];
    const started = performance.now();
    // the call's workspace: X-Mock-Workspace, else ?workspace=, else default (issue 52 item 1); the
    // workspaces' own routes act on the list, whatever the header names
    const named = workspaceOf(headerMap(req)['x-mock-workspace'], url.searchParams.get('workspace'));
    const managing = url.pathname === '/__mock/workspaces' || url.pathname.startsWith('/__mock/workspaces/');
    const ws = managing ? workspaces.default : workspaces.use(named);
    const { state, traffic } = ws ?? workspaces.default;
    const now = state.now;
    // every /api call goes to the traffic log of its workspace once answered (./traffic.ts)
    const sessionId = cookie(req, SESSION_COOKIE);
    const draft: CallDraft | undefined = ws && traffic && url.pathname.startsWith('/api/')
      ? {
          startedAt: now(), method: req.method ?? '', path: url.pathname, headers: headerMap(req), requestBytes: 0, suite: 'plain',
          client: clientAddress(req.socket.remoteAddress, headerMap(req)['x-forwarded-for']),
          // the cookie's persona, also when its session has expired (the call will say so)
          persona: state.sessions.get(sessionId ?? '')?.persona?.login,
        }
      : undefined;
    // /api has the control plane's Host and Origin checks (issue 50 items 4 and 5): a multipart form
    // posted by another origin of the same site, or a rebound host name, is refused before it is read
    const crossSite = url.pathname.startsWith('/api/') ? crossSiteRefusal(headerMap(req), options.origins, options.team?.hostNames) : undefined;
    const handle = url.pathname === SIGN_IN_PATH
      ? testerSignIn(req, (c) => cookies.push(c), caller)
      : !ws
          ? noWorkspace(req, url, named)
          : managing
            ? workspaceControl(req, url, caller)
            : url.pathname.startsWith('/__mock/')
              ? handlersOf(ws).control(req, url, caller)
              : crossSite !== undefined
                ? refuseCrossSite(req, crossSite)
                : url.pathname.startsWith('/api/') && req.method === 'POST'
                  ? handlersOf(ws).api(req, url, (c) => cookies.push(c), draft)
                  : Promise.resolve(json(head('E0404', `没有这个接口：${req.method ?? ''} ${url.pathname}`), 404));
    handle
      .catch((error: unknown) => {
        if (error instanceof TooLarge) return json(head('E0413', '请求报文过大'), 413);
        log(`${url.pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        return json(head('E0500', error instanceof CipherError ? '报文处理失败' : '模拟网关内部错误'), 500);
      })
      .then((answer) => {
        writeAnswer(res, answer, cookies);
        if (draft) traffic?.record(draft, answer, cookies, performance.now() - started);
        if (ws) options.onChange?.(ws, url.pathname);
        log(`${bankTime(now()).stamp} ${req.method ?? ''} ${url.pathname} -> ${answer.status}`);
      }, () => undefined);
  });

  /** A call naming a workspace this mock does not have: said plainly, nothing read. */
  function noWorkspace(req: IncomingMessage, url: URL, name: string): Promise<Answer> {
    req.resume();
    const why = `模拟网关没有工作区 ${name}（可能已过期或被删除），请在测试控制台 /__mock/ 新建，或去掉 workspace 参数使用 default`;
    return Promise.resolve(url.pathname.startsWith('/api/') ? json(head('E0404', why), 404) : json({ error: why }, 404));
  }

  /** A call refused before it is read (./workspaces/testers.ts): a browser asking for a page is sent to sign in. */
  function refuseCaller(req: IncomingMessage, url: URL, refused: { status: number; message: string }): Answer {
    req.resume();
    if (url.pathname.startsWith('/api/')) return json(head('E0407', `测试人员令牌缺失或无效：${refused.message}`), refused.status);
    const page = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (page) return { status: 303, headers: { 'Location': SIGN_IN_PATH, 'Cache-Control': 'no-store' }, body: '' };
    return json({ error: refused.message }, refused.status);
  }

  /** GET, POST, DELETE /__mock/tester: a tester brings their token once (./workspaces/sign-in.ts). */
  async function testerSignIn(req: IncomingMessage, setCookie: (c: string) => void, caller: Caller): Promise<Answer> {
    const refused = crossSiteRefusal(headerMap(req), options.origins, options.team?.hostNames);
    if (refused) {
      req.resume();
      return json({ error: `cross-site request refused: ${refused}` }, 403);
    }
    const raw = (await readBody(req, limits.control)).toString('utf8');
    const { cookie: set, ...answer } = signIn(options.team, caller, {
      method: req.method ?? '', raw, contentType: req.headers['content-type'] ?? '', accept: req.headers.accept ?? '',
    });
    if (set) setCookie(set);
    return answer;
  }

  /** GET, POST /__mock/workspaces, DELETE /__mock/workspaces/<name> (./workspaces/control.ts). */
  async function workspaceControl(req: IncomingMessage, url: URL, caller: Caller): Promise<Answer> {
    const refused = crossSiteRefusal(headerMap(req), options.origins, options.team?.hostNames);
    if (refused) {
      req.resume();
      return json({ error: `cross-site request refused: ${refused}` }, 403);
    }
    const raw = (await readBody(req, limits.control)).toString('utf8');
    const answer = manageWorkspaces(workspaces, `${req.method ?? ''} ${url.pathname}`, raw, caller);
    if (answer.changed) options.onWorkspaces?.(answer.changed);
    return json(answer.body, answer.status);
  }

  return { server, state: workspaces.default.state, traffic: workspaces.default.traffic, reset: () => {
    workspaces.default.state.reset();
    workspaces.default.traffic?.reset();
  }, workspaces };
}
