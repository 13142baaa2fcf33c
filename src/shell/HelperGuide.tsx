import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { NoticeDialog } from './NoticeDialog.tsx';

/** The guide's steps: what each part of the shell is for (the spec names the guide, not its text). */
const STEPS = [
  { title: '主菜单', text: '页面顶部的主菜单列出全部业务，鼠标停留即可展开下级菜单；菜单较多时可用左右箭头滚动。' },
  { title: '菜单搜索', text: '在顶部搜索框输入菜单名称后按回车，点击结果即可进入；最近使用的菜单会保留在搜索历史中。' },
  { title: '快捷功能', text: '首页的快捷功能可一键进入常用业务，点击“自定义”可调整常用功能。' },
  { title: '安全退出', text: '办理完业务后请点击右上角“安全退出”，以保护企业资金安全。' },
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
      title={`${t('overlay.guideTitle')}：${current.title}`}
      size="medium"
      confirmLabel={last ? t('overlay.guideDone') : t('overlay.guideNext')}
      onConfirm={() => (last ? onClose() : setStep(step + 1))}
      testId="helper-guide"
    >
      <Stack gap="3">
        <Text>{current.text}</Text>
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
