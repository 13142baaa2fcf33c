/**
 * The calls a shared mock answers before any workspace's (issue 52): a tester's sign-in
 * (/__mock/tester, ../workspaces/sign-in.ts), the workspaces' own routes (../workspaces/control.ts),
 * a call naming a workspace there is not, and a caller without a token.
 */
import type { IncomingMessage } from 'node:http';
import { type Answer, controlRefusal, head, json, readBody } from '../gateway/http.ts';
import type { BodyLimits, GatewayOptions } from '../gateway/options.ts';
import { manageWorkspaces } from '../workspaces/control.ts';
import type { Workspaces } from '../workspaces/registry.ts';
import { SIGN_IN_PATH, signIn } from '../workspaces/sign-in.ts';
import type { Caller } from '../workspaces/testers.ts';

/** A call naming a workspace this mock does not have: said plainly, nothing read. */
export function noWorkspace(req: IncomingMessage, url: URL, name: string): Promise<Answer> {
  req.resume();
  const why = `模拟网关没有工作区 ${name}（可能已过期或被删除），请在测试控制台 /__mock/ 新建，或去掉 workspace 参数使用 default`;
  return Promise.resolve(url.pathname.startsWith('/api/') ? json(head('E0404', why), 404) : json({ error: why }, 404));
}

/** A call refused before it is read (../workspaces/testers.ts): a browser asking for a page is sent to sign in. */
export function refuseCaller(req: IncomingMessage, url: URL, refused: { status: number; message: string }): Answer {
  req.resume();
  if (url.pathname.startsWith('/api/')) return json(head('E0407', `测试人员令牌缺失或无效：${refused.message}`), refused.status);
  const page = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
  if (page) return { status: 303, headers: { 'Location': SIGN_IN_PATH, 'Cache-Control': 'no-store' }, body: '' };
  return json({ error: refused.message }, refused.status);
}

/** GET, POST, DELETE /__mock/tester: a tester brings their token once (../workspaces/sign-in.ts). */
export async function testerSignIn(
  req: IncomingMessage, options: GatewayOptions, limits: BodyLimits, setCookie: (c: string) => void, caller: Caller,
): Promise<Answer> {
  const refused = controlRefusal(req, options.origins, options.team?.hostNames);
  if (refused) return refused;
  const raw = (await readBody(req, limits.control)).toString('utf8');
  const { cookie: set, ...answer } = signIn(options.team, caller, {
    method: req.method ?? '', raw, contentType: req.headers['content-type'] ?? '', accept: req.headers.accept ?? '',
  });
  if (set) setCookie(set);
  return answer;
}

/** GET, POST /__mock/workspaces, DELETE /__mock/workspaces/<name> (../workspaces/control.ts). */
export async function workspaceControl(
  req: IncomingMessage, url: URL, caller: Caller, options: GatewayOptions, limits: BodyLimits, workspaces: Workspaces,
): Promise<Answer> {
  const refused = controlRefusal(req, options.origins, options.team?.hostNames);
  if (refused) return refused;
  const raw = (await readBody(req, limits.control)).toString('utf8');
  const answer = manageWorkspaces(workspaces, `${req.method ?? ''} ${url.pathname}`, raw, caller);
  if (answer.changed) options.onWorkspaces?.(answer.changed);
  return json(answer.body, answer.status);
}
