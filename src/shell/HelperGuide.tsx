import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { NoticeDialog } from './NoticeDialog.tsx';

/**
 * The guide's steps: what each part of the shell is for (the spec names the guide, not its text), as
 * catalogue keys: the part's name (the shell's own) and the step's text.
 */
const STEPS = [
  { title: 'menu.topNav', text: 'guide.menu' },
  { title: 'header.searchLabel', text: 'guide.search' },
  { title: 'home.quickFunctions', text: 'guide.quick' },
  { title: 'session.safeExit', text: 'guide.exit' },
] as const;

/** The helper guide (spec 000 §2): a short walk through the shell, step by step. */
export default function HelperGuide({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const current = STEPS[step] ?? STEPS[0];
  const last = step === STEPS.length - 1;
  return (
    <NoticeDialog
      open
      onClose={onClose}
      title={t('guide.heading', { step: t(current.title) })}
      size="medium"
      confirmLabel={last ? t('overlay.guideDone') : t('overlay.guideNext')}
      onConfirm={() => (last ? onClose() : setStep(step + 1))}
      testId="helper-guide"
    >
      <Stack gap="3">
        <Text>{t(current.text)}</Text>
        <HStack justify="space-between">
          <Text fontSize="sm" color="fg.muted">{t('overlay.guideStep', { current: step + 1, total: STEPS.length })}</Text>
          {step > 0 ? (
            <Button size="sm" variant="ghost" onClick={() => setStep(step - 1)}>{t('overlay.guidePrev')}</Button>
          ) : null}
        </HStack>
      </Stack>
    </NoticeDialog>
  );
}
