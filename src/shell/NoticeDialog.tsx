import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { dialogSlotRecipe } from '@/ui/late-recipes.ts';

/** Dialog widths (spec 000 §9): small 480 px, medium 880 px, large 1060 px. */
export const DIALOG_WIDTHS = { small: '480px', medium: '880px', large: '1060px' } as const;

export interface NoticeDialogProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Default 提示 (spec 000 §8). */
  title?: string;
  /** The confirm button: default 确定; runs onConfirm, else closes. */
  onConfirm?: () => void;
  confirmLabel?: string;
  /** Shows a cancel button beside confirm. */
  cancellable?: boolean;
  busy?: boolean;
  size?: keyof typeof DIALOG_WIDTHS;
  testId?: string;
  confirmTestId?: string;
}

/** The shell's notice/confirm dialog: one place for the dialog defaults of spec 000 §8, §9. */
export function NoticeDialog(props: NoticeDialogProps) {
  const { t } = useTranslation();
  const { open, onClose, children, onConfirm = onClose, cancellable = false, busy = false, size = 'small' } = props;
  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={DIALOG_WIDTHS[size]} data-testid={props.testId}>
            <Dialog.Header>
              <Dialog.Title>{props.title ?? t('dialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              {cancellable ? (
                <Button variant="outline" onClick={onClose}>
                  {t('dialog.cancel')}
                </Button>
              ) : null}
              <Button colorPalette="red" loading={busy} onClick={onConfirm} data-testid={props.confirmTestId}>
                {props.confirmLabel ?? t('dialog.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
