import { lazy, Suspense } from 'react';
import type { NoticeDialogProps } from './NoticeDialog.tsx';

const NoticeDialog = lazy(() => import('./NoticeDialog.tsx').then((m) => ({ default: m.NoticeDialog })));

/**
 * The notice dialog for shell parts of the first paint (Safe Exit, the order guide): the dialog's
 * code (Chakra's dialog, focus trap, dismissal) loads when it first opens.
 */
export function LazyNoticeDialog(props: NoticeDialogProps) {
  return props.open ? (
    <Suspense fallback={null}>
      <NoticeDialog {...props} />
    </Suspense>
  ) : null;
}
