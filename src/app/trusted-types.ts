/**
 * The page's Trusted Types default policy (issue 39 item 3). nginx's policy requires Trusted Types for
 * script (`require-trusted-types-for 'script'; trusted-types default`, deploy/nginx.conf.template):
 * a string reaches no script sink (innerHTML, script text, eval, a script's or worker's URL) unless
 * this policy lets it. It lets one kind through: a script URL of the portal's own built assets on the
 * page's origin (the app's workers: the SM body worker, the batch-file worker, created from
 * `new URL(..., import.meta.url)`). HTML and script text it refuses (no createHTML, no createScript),
 * and so does any other URL. Served without the policy (npm start, vite preview) it is never asked.
 */

/** The part of the Trusted Types API this module uses (not in TypeScript's DOM library yet). */
interface TrustedTypesFactory {
  defaultPolicy: unknown;
  createPolicy(name: 'default', rules: { createScriptURL: (input: string) => string | null }): unknown;
}

/** Whether a script URL is one of the portal's own built assets (`<base>assets/*.js` on the page's origin). Pure. */
export function ownScriptUrl(input: string, page: string, base: string): boolean {
  let url: URL;
  try {
    url = new URL(input, page);
  } catch {
    return false;
  }
  const assets = `${base.replace(/\/?$/, '/')}assets/`;
  const sameOrigin = url.origin === new URL(page).origin && url.username === '' && url.password === '';
  const asset = url.pathname.startsWith(assets) && /^[\w.-]+\.js$/.test(url.pathname.slice(assets.length));
  return sameOrigin && asset && url.search === '' && url.hash === '';
}

/** Creates the default policy once, where the browser has Trusted Types. */
export function installTrustedTypes(scope: { trustedTypes?: TrustedTypesFactory; location: Location } = window): void {
  const factory = scope.trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy('default', {
    createScriptURL: (input) => (ownScriptUrl(input, scope.location.href, import.meta.env.BASE_URL) ? input : null),
  });
}
