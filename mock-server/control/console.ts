/**
 * The testers' console (../console/): its page and files, and the reads only it needs (the personas,
 * the sessions, the operations, the bank, the portal's address).
 */
import { fields } from '@/api/generated/fields.ts';
import { yuan } from '../bank/rules.ts';
import { changeText } from '../bank/views.ts';
import { consoleAsset, consolePage } from '../console/serve.ts';
import { type Answer, json } from '../gateway/http.ts';
import { PERSONAS, TEST_PASSWORD } from '../personas.ts';
import type { GatewayState } from '../sessions/state.ts';
import type { ControlContext } from './context.ts';

/** GET /__mock/personas: who the testers may log in as. */
const personas = (): Answer => json({
  password: TEST_PASSWORD,
  personas: PERSONAS.map((p) => ({
    login: p.login, name: p.user.USER_NAME, level: p.user.USER_INDVATTELVL, admin: p.user.COMP_USER_TYPE === '1',
    enterprises: p.enterprises.map((e) => ({ orgNo: e.ORG_NO, name: e.CUSTOMER_NAME })),
    role: p.role, approverLevel: p.level, password: TEST_PASSWORD, token: `test-token-${p.login}`,
  })),
});

/** GET /__mock/sessions: who is logged in, idle for how long. */
function sessions(state: GatewayState): Answer {
  const now = state.now;
  return json({
    sessionTtlMs: state.sessionTtlMs,
    sessions: [...state.sessions.values()].filter((s) => s.persona).map((s) => ({
      persona: s.persona?.login ?? null, enterprise: s.enterprise ?? null,
      idleMs: Number.isFinite(s.lastSeen) ? Math.max(0, now() - s.lastSeen) : null,
      expired: !(now() - s.lastSeen <= state.sessionTtlMs),
    })),
  });
}

/** GET /__mock/bank: accounts and their last entries, instructions; amounts in yuan. */
function bankView({ bank }: GatewayState): Answer {
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

/** The console's reads, by route. */
const READS: Readonly<Record<string, (ctx: ControlContext) => Answer>> = {
  'GET /__mock/portal': ({ options }) => json({ portalUrl: options.portalUrl ?? null }),
  'GET /__mock/personas': personas,
  'GET /__mock/sessions': ({ ws }) => sessions(ws.state),
  'GET /__mock/operations': ({ options }) => json({
    operations: [...new Set(options.operations.values())].sort().map((id) => ({
      operation: id, summary: Object.hasOwn(fields, id) ? fields[id as keyof typeof fields].summary : null,
    })),
  }),
  'GET /__mock/bank': ({ ws }) => bankView(ws.state),
};

/** The console's page, files and reads; undefined: not one of them. */
export async function consoleControl(ctx: ControlContext): Promise<Answer | undefined> {
  const { route, url, options } = ctx;
  if (route === 'GET /__mock/' || route.startsWith('GET /__mock/console/')) {
    if (!options.console) return json({ error: 'this gateway has no console (started without one)' }, 404);
    const dist = await options.console();
    const file = route === 'GET /__mock/' ? await consolePage(dist) : await consoleAsset(dist, url.pathname.slice('/__mock/console/'.length));
    return file ?? json({ error: `no console file ${url.pathname}` }, 404);
  }
  return Object.hasOwn(READS, route) ? READS[route]?.(ctx) : undefined;
}
