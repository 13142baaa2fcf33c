/**
 * What the sweep (tools/sweep.ts, issue 38 item 9) finds on a route: the unlabelled-control rule over
 * the facts the page reports (tools/sweep/in-page.ts), axe's findings, how a visit ended and which
 * visit runs the page checks of a landing. Pure.
 */

/** What a control is, as the page reports it (tools/sweep/in-page.ts reads these facts from the DOM). */
export interface ControlFacts {
  tag: string;
  type: string;
  /** Rendered (Element.checkVisibility()). */
  rendered: boolean;
  /** Its box is at most 1 px wide or high (the visually-hidden pattern of file pickers). */
  tiny: boolean;
  labels: number;
  ariaLabel: string;
  ariaLabelledby: string;
  /** How many of the ids aria-labelledby names exist in the document. */
  labelledbyFound: number;
  /** Who it is, for the report: data-testid, name, id or placeholder. */
  describe: string;
}

/**
 * The unlabelled-control rule: an input (not type hidden, not a visually hidden file picker), select or
 * textarea that is rendered and has no <label> (labels), no aria-label and no aria-labelledby naming
 * an element of the document.
 */
export function isUnlabelled(control: ControlFacts): boolean {
  const tag = control.tag.toLowerCase();
  if (!['input', 'select', 'textarea'].includes(tag)) return false;
  const type = control.type.toLowerCase();
  if (tag === 'input' && type === 'hidden') return false;
  if (!control.rendered) return false;
  if (tag === 'input' && type === 'file' && control.tiny) return false;
  const named = control.labels > 0 || control.ariaLabel.trim() !== '' ||
    (control.ariaLabelledby.trim() !== '' && control.labelledbyFound > 0);
  return !named;
}

/** An axe violation of impact serious or critical on a page. */
export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** The CSS targets of its nodes (the first few). */
  targets: string[];
  /** The markup of its first node, shortened. */
  html: string;
  /** What axe says is wrong with its first node (e.g. the contrast ratio), for the JSON details. */
  why?: string;
  nodes: number;
}

/** How a visit ended. */
export type Outcome =
  /** the screen rendered (a main with its h1) */
  | 'screen'
  /** the error page where the screen should render */
  | 'error'
  /** the 401 page the spec asks for (expectedDenial) */
  | 'denied'
  /** the login overlay, for a visitor */
  | 'login'
  /** nothing settled in time: no screen, error page or login overlay */
  | 'unsettled'
  /** the page left the portal */
  | 'departed';

export interface RouteResult {
  /** The manifest's path. */
  path: string;
  /** The path visited (route parameters filled in). */
  visited: string;
  /** Where the router ended up (redirects followed). */
  landed: string;
  outcome: Outcome;
  /** The error page's title, the unsettled page's state, or where it departed to. */
  detail?: string;
  /** A visitor shown a login-only route without login, or asked to log in for a public one. */
  wrongAccess?: string;
  consoleErrors: string[];
  /**
   * The page checks (axe, controls, scroll): 'run' on the first visit of a landing (checkKey), `same as
   * <path>` on a later one (the visit that ran them), 'not run' when nothing settled.
   */
  checks: string;
  axe: AxeFinding[];
  unlabelled: string[];
  /** scrollWidth > clientWidth of the document element at 1280x800: both widths and what overflows. */
  horizontalScroll?: { scrollWidth: number; clientWidth: number; overflowing: string[] };
}

/**
 * What the page checks of a visit are keyed by: its landing, except that the login overlay is the
 * same page on every login-only route (checked on the first of them).
 */
export function checkKey(outcome: Outcome, landed: string): string {
  return outcome === 'login' ? '(login overlay)' : landed;
}
