/**
 * nginx for the portal (deploy/nginx.conf.template): renders the template, finds (or, on a Debian
 * machine run as root, installs) nginx, and runs it in the foreground on a loopback port with its
 * pid, logs and temporary files in a folder of its own. Used by `npm run serve:nginx`, the nginx
 * browser test and the Lighthouse bench.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
export const TEMPLATE = resolve(ROOT, 'deploy/nginx.conf.template');

/** Debian's places for the binary, the MIME table and the dynamic modules. */
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
const MIME_CANDIDATES = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'];
const MODULE_DIR = '/usr/lib/nginx/modules';
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];
/** The Debian packages: nginx and its brotli modules. */
export const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static'];

export interface NginxSite {
  /** The loopback port to listen on. */
  port: number;
  /** The built portal (dist/). */
  dist: string;
  /** Where /api goes, e.g. http://127.0.0.1:4010 (no path). */
  apiUpstream: string;
  /** connect-src origins besides 'self' (the local key agent, an API on another origin). */
  connectSrc?: readonly string[];
  /** form-action origins besides 'self' (the customer-service window's hand-off). */
  formAction?: readonly string[];
  /** Origins besides the portal's own that may frame it (the sibling apps). */
  frameAncestors?: readonly string[];
  /** The policy's report-uri (default: the template's own endpoint, /eis-demo/csp-report, logged to csp-report.log). */
  cspReportUri?: string;
  /** A Reporting API endpoint for the policy's report-to (default: none). */
  cspReportTo?: string;
  /** ngx_http_realip directives naming the load balancer that says who the client is (default: none). */
  realIp?: string;
  /** Extra locations for a test set-up (the mock's customer-service stand-in); empty in production. */
  testLocations?: string;
}

/** The template's own CSP report endpoint. */
export const CSP_REPORT_PATH = '/eis-demo/csp-report';

/** The template's variables for a site on this machine. */
export function siteVariables(site: NginxSite, runtime: string, machine = localNginx()): Record<string, string> {
  const brotli = machine.brotliModules.length === BROTLI_MODULES.length;
  return {
    EIS_LISTEN: `127.0.0.1:${String(site.port)}`,
    EIS_DIST: site.dist.replace(/\/$/, ''),
    EIS_RUNTIME: runtime,
    EIS_MIME_TYPES: machine.mimeTypes,
    EIS_API_UPSTREAM: site.apiUpstream,
    EIS_CONNECT_SRC: (site.connectSrc ?? []).join(' '),
    EIS_FORM_ACTION: (site.formAction ?? []).join(' '),
    EIS_FRAME_ANCESTORS: (site.frameAncestors ?? []).join(' '),
    EIS_CSP_REPORT_URI: site.cspReportUri ?? CSP_REPORT_PATH,
    EIS_CSP_REPORT_TO: site.cspReportTo ?? '',
    EIS_REAL_IP: site.realIp ?? '',
    EIS_LOAD_MODULES: machine.brotliModules.map((m) => `load_module ${m};`).join('\n'),
    EIS_BROTLI: brotli ? 'brotli on;\n  brotli_comp_level 6;\n  brotli_types text/css application/javascript application/json image/svg+xml text/plain;' : '',
    // as root, the workers would otherwise switch to an account that may not read a checkout in a private home
    EIS_USER: process.getuid?.() === 0 ? 'user root;' : '',
    EIS_TEST_LOCATIONS: site.testLocations ?? '',
  };
}

/** The variables that hold whole directives; the others are values inside one. */
const DIRECTIVES = new Set(['EIS_LOAD_MODULES', 'EIS_USER', 'EIS_BROTLI', 'EIS_REAL_IP', 'EIS_TEST_LOCATIONS']);

/**
 * Fills every ${EIS_*} of the template (nginx's own $variables untouched). A variable the template
 * names but the caller does not give, or a value with a line break or a quote where a directive
 * would end, is an error that names it.
 */
export function renderConfig(template: string, variables: Readonly<Record<string, string>>): string {
  const missing = new Set<string>();
  const text = template.replace(/\$\{(EIS_[A-Z_]+)\}/g, (_, name: string) => {
    const value = variables[name];
    if (value === undefined) {
      missing.add(name);
      return '';
    }
    if (!DIRECTIVES.has(name) && /[\n\r;"'{}]/.test(value)) throw new Error(`${name}=${JSON.stringify(value)}: no line breaks, quotes, braces or semicolons`);
    return value;
  });
  if (missing.size > 0) throw new Error(`the nginx template needs ${[...missing].join(', ')}`);
  return text;
}

export interface LocalNginx {
  binary: string | undefined;
  mimeTypes: string;
  brotliModules: string[];
}

export function localNginx(): LocalNginx {
  const onPath = (() => {
    try {
      return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined;
    } catch {
      return undefined;
    }
  })();
  return {
    binary: NGINX_CANDIDATES.find((p) => existsSync(p)) ?? onPath,
    mimeTypes: MIME_CANDIDATES.find((p) => existsSync(p)) ?? MIME_CANDIDATES[0] ?? '',
    brotliModules: BROTLI_MODULES.map((m) => join(MODULE_DIR, m)).filter((p) => existsSync(p)),
  };
}

/**
 * The nginx binary; when it is missing on a Debian machine run as root (CI), installs Debian's
 * nginx and its brotli modules first, as .ci/run does for Chromium. Otherwise says what to install.
 */
export function ensureNginx(log: (line: string) => void = () => undefined): LocalNginx {
  const found = localNginx();
  if (found.binary) return found;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`nginx is not installed: apt-get install -y ${NGINX_PACKAGES.join(' ')}`);
  }
  log(`installing ${NGINX_PACKAGES.join(' ')} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'ignore', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...NGINX_PACKAGES], { stdio: 'ignore', env });
  const installed = localNginx();
  if (!installed.binary) throw new Error('apt-get installed nginx but no nginx binary was found');
  return installed;
}

export interface RunningNginx {
  url: string;
  config: string;
  /** Its folder: the configuration, pid, logs (access.log, csp-report.log, error.log) and temporary files. */
  runtime: string;
  process: ChildProcess;
  close(): Promise<void>;
}

function waitForPort(port: number, child: ChildProcess, errors: () => string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolveWait, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) {
        reject(new Error(`nginx exited with ${String(child.exitCode)}: ${errors()}`));
        return;
      }
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolveWait();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${String(port)}: ${errors()}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** Renders the template for `site`, checks it with `nginx -t`, runs nginx until close(). */
export async function startNginx(site: NginxSite, machine: LocalNginx = ensureNginx()): Promise<RunningNginx> {
  if (!machine.binary) throw new Error('nginx is not installed');
  if (!existsSync(join(site.dist, 'index.html'))) throw new Error(`${site.dist} has no index.html: build the portal first`);
  const runtime = mkdtempSync(join(tmpdir(), 'eis-nginx-'));
  const config = join(runtime, 'nginx.conf');
  writeFileSync(config, renderConfig(readFileSync(TEMPLATE, 'utf8'), siteVariables(site, runtime, machine)));
  // nginx's own prefix, as deploy/README.md runs it: a file outside the template's locations (Debian's
  // html/index.html, "Welcome to nginx!") is there to be served if the template let it
  const args = ['-c', config, '-e', join(runtime, 'error.log')];
  execFileSync(machine.binary, [...args, '-t', '-q'], { stdio: 'pipe' });
  const child = spawn(machine.binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const errorLog = () => {
    const log = join(runtime, 'error.log');
    return `${stderr}${existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : ''}`;
  };
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const close = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      process.kill(child.pid, 'SIGQUIT'); // graceful: the master waits for its workers
      await exited;
    }
    rmSync(runtime, { recursive: true, force: true });
  };
  try {
    await waitForPort(site.port, child, errorLog);
  } catch (error) {
    await close();
    throw error;
  }
  return { url: `http://127.0.0.1:${String(site.port)}/eis-demo/`, config, runtime, process: child, close };
}

/**
 * The location that sends the test build's customer-service hand-off to the mock's stand-in: that
 * path exactly, passed on as nginx matched it (never the client's raw path: the rest of /__mock/ is
 * the mock's control plane).
 */
export const onlineServiceStandInLocation = (mockUrl: string): string =>
  `    location = /__mock/online-service {\n      rewrite ^ /__mock/online-service break;\n      proxy_pass ${mockUrl};\n      proxy_hide_header Cache-Control;\n    }`;
