/**
 * The default layout's own parts, the left menu and the breadcrumb: one chunk, loaded with the first
 * route of the default layout (./default-layout.tsx), not with the home page's cover layout.
 */
export { Breadcrumb } from './Breadcrumb.tsx';
export { SideMenu } from './SideMenu.tsx';
