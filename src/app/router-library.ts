/**
 * React Router, which the entry asks for beside the app (boot.ts) so that the browser evaluates it in
 * a task of its own. A module of its own, not `import('react-router-dom')`: a dynamic import of the
 * package keeps every one of its exports in the build (62 KB gzip on the first load), where this one
 * adds none to what the app itself uses (29 KB). bench `bundle` and a browser test keep watch.
 */
export { RouterProvider } from 'react-router-dom';
