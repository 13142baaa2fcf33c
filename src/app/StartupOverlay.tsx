import { LoadingOverlay } from '@/shell/LoadingOverlay.tsx';

/**
 * The loading overlay of the start-up sequence (spec 000 §4) under the header's skeleton of the static
 * splash (boot.css): from the first paint to the routes' render the top of the page stays the
 * portal's header, rather than turning white between the splash and the shell (issue 16).
 */
export function StartupOverlay() {
  return (
    <>
      <LoadingOverlay />
      <div className="eis-boot-header eis-boot-header-over" aria-hidden="true" />
    </>
  );
}
