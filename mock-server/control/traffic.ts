/**
 * The traffic log's control calls (GET /__mock/traffic…, POST /__mock/traffic/…): the calls as JSON
 * or HAR, one call in full, pins, the log emptied and bounded (../recorder/).
 */
import { bankTime } from '../clock.ts';
import { type Answer, json } from '../gateway/http.ts';
import { toHar } from '../recorder/har.ts';
import { filterOf, summaryOfEntry, type TrafficLog } from '../recorder/traffic-log.ts';
import type { ControlContext } from './context.ts';

/** The HAR file's creator version (the traffic log's format). */
const HAR_CREATOR_VERSION = '1.0';

export const TRAFFIC_ROUTE = /^(GET|POST) \/__mock\/traffic(\.har|\/.*)?$/;

/** GET /__mock/traffic, /__mock/traffic.har: the selected calls, newest first, or as a HAR file. */
function listed(traffic: TrafficLog, { route, url, ws }: ControlContext): Answer {
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
  const stamp = bankTime(ws.state.now()).compact; // the bank's time, as every stamp of the mock
  answer.headers['Content-Disposition'] = `attachment; filename="mock-traffic-${stamp}.har"`;
  return answer;
}

/** POST /__mock/traffic/<id>/pin: a tester keeps a call whatever the bounds (issue 49 item 8). */
function pinned(traffic: TrafficLog, id: number, input: Record<string, unknown>): Answer {
  const pin = input.pinned ?? true;
  if (typeof pin !== 'boolean') return json({ error: 'pinned is true (pin) or false (unpin)' }, 400);
  const refused = traffic.pin(id, pin);
  if (refused) return json({ error: refused }, traffic.get(id) ? 409 : 404);
  return json({ ok: true, id, pinned: pin, pinnedCount: traffic.pinnedCount });
}

/** The traffic log's control calls; undefined: not one of them. */
export function trafficControl(ctx: ControlContext): Answer | undefined {
  const { route, input } = ctx;
  if (!TRAFFIC_ROUTE.test(route)) return undefined;
  const traffic = ctx.ws.traffic;
  if (!traffic) return json({ error: 'the traffic log is off (the gateway was started with traffic: false)' }, 404);
  if (route === 'POST /__mock/traffic/reset') {
    traffic.clear();
    return json({ ok: true });
  }
  if (route === 'POST /__mock/traffic/limit') {
    const refused = traffic.setLimit(input.limit);
    return refused ? json({ error: refused }, 400) : json({ ok: true, limit: traffic.limit, kept: traffic.size });
  }
  const pin = /^POST \/__mock\/traffic\/(\d{1,15})\/pin$/.exec(route)?.[1];
  if (pin !== undefined) return pinned(traffic, Number(pin), input);
  if (route === 'GET /__mock/traffic' || route === 'GET /__mock/traffic.har') return listed(traffic, ctx);
  const id = /^GET \/__mock\/traffic\/(\d{1,15})$/.exec(route)?.[1];
  const entry = id === undefined ? undefined : traffic.get(Number(id));
  if (entry) return json(entry);
  return json({ error: id === undefined ? `no control route ${route}` : `no call ${id} in the traffic log (it keeps the last ${String(traffic.limit)})` }, 404);
}
