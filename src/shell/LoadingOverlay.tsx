import { Box, Spinner, Text, VStack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/index.ts';

/** The window event the countdown emits at zero (spec 000 §4). */
export const LOADING_END_EVENT = 'eis:loading-end';

export interface LoadingOverlayProps {
  /** Default 请稍候... */
  text?: string;
  /** A countdown in seconds: shown beside the text; at zero the overlay hides and emits the end event. */
  countdown?: number;
  onEnd?: () => void;
}

/** The loading overlay (spec 000 §2, §4). */
export function LoadingOverlay({ text, countdown, onEnd }: LoadingOverlayProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(countdown);
  const ended = useRef(onEnd);
  useEffect(() => {
    ended.current = onEnd;
  }, [onEnd]);
  useEffect(() => {
    if (countdown === undefined) return;
    const deadline = Date.now() + countdown * 1000;
    const finish = () => {
      clearInterval(timer);
      setLeft(0);
      ended.current?.();
      window.dispatchEvent(new CustomEvent(LOADING_END_EVENT));
    };
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      if (remaining === 0) finish();
      else setLeft(remaining);
    };
    const timer = setInterval(tick, 250);
    const first = setTimeout(tick, 0);
    return () => {
      clearInterval(timer);
      clearTimeout(first);
    };
  }, [countdown]);
  if (left !== undefined && left <= 0) return null;
  return (
    <Box position="fixed" inset="0" display="flex" alignItems="center" justifyContent="center" bg="bg" zIndex="overlay" data-testid="loading-overlay">
      <VStack role="status" aria-live="polite">
        <Spinner size="lg" />
        <Text>{text ?? t('app.loading')}</Text>
        {left !== undefined ? <Text data-testid="loading-countdown">{t('overlay.countdown', { seconds: left })}</Text> : null}
      </VStack>
    </Box>
  );
}
