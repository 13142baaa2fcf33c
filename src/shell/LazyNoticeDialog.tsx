import { lazy, Suspense } from 'react';
import type { NoticeDialogProps } from './NoticeDialog.tsx';
import { useReturnFocus } from '@/ui/focus-return.ts';

const NoticeDialog = lazy(() => import('./NoticeDialog.tsx').then((m) => ({ default: m.NoticeDialog })));

/**
 * The notice dialog for shell parts of the first paint (Safe Exit, the order guide): the dialog's
 * code (Chakra's dialog, focus trap, dismissal) loads when it first opens. It is gone once closed, so
 * the focus goes back to its opener here (issue 49 item 1).
 */
export function LazyNoticeDialog(props: NoticeDialogProps) {
  useReturnFocus(props.open);
  return props.open ? (
    <Suspense fallback={null}>
      <NoticeDialog {...props} />
    </Suspense>
  ) : null;
}
