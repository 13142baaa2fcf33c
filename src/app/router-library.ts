/**
 * React Router, which the entry asks for beside the app (boot.ts) so that the browser evaluates it in
 * a task of its own. A module of its own, not `import('react-router-dom')`: a dynamic import of the
 * package keeps every one of its exports in the first load, where this one adds nothing to what the
 * app itself uses. `npm run bench -- bundle` and a browser test keep watch.
 */
export { RouterProvider } from 'react-router-dom';
