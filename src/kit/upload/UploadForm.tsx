import { Button, chakra, Field, HStack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { type UploadAnswer, uploadFile } from '@/api/upload.ts';
import { useTranslation } from '@/i18n/index.ts';
import type { BoundOperation } from '../bound-operation.ts';
import { FormFields } from '../form/FormFields.tsx';
import type { FieldOverrides } from '../form/values.ts';
import { useOperationForm } from '../form/use-operation-form.ts';
import { ResultPanel } from '../ResultPanel.tsx';
import { failureText } from '../screen.ts';
import { safeFileName } from '@/protocol/file-name.ts';
import { FileChooser } from './FileChooser.tsx';
import { DOCUMENT_TYPES, fileProblem, uploadLimit } from './rules.ts';
import { fieldSlotRecipe } from '@/ui/late-recipes.ts';

const FormBox = chakra('form');

/** The multipart form's own fields: the file, and what src/api/upload.ts fills (menu, channel). */
const FILLED = ['H_MENU_ID', 'H_CHNL_ID'];

type Sending = { kind: 'idle' } | { kind: 'sending'; fraction: number } | { kind: 'failed'; message: string };

/**
 * An upload (spec 000 §7: multipart with TRANS_TYPE, never encrypted; issue 37): the file chosen is
 * checked for type and size before anything is sent, goes through src/api/upload.ts with its progress
 * shown, and the bank's answer (the file's number, 上传成功) is the result. The business type is the
 * route's (its manifest's fixedValues) or typed.
 */
export function UploadForm({ op, overrides, again, onDone }: {
  op: BoundOperation;
  overrides?: FieldOverrides | undefined;
  again?: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const binary = useMemo(() => op.request.filter((f) => f.format === 'binary').map((f) => f.name), [op]);
  const own = useMemo<FieldOverrides>(
    () => {
      const hidden = [...binary, ...FILLED].map((n) => [n, { ...overrides?.[n], hidden: true }]);
      return { ...overrides, ...Object.fromEntries(hidden) } as FieldOverrides;
    },
    [overrides, binary],
  );
  const { form, shown, accounts, onAccount, restart } = useOperationForm(op, { overrides: own });
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  const [answer, setAnswer] = useState<UploadAnswer>();
  const inputId = useId();

  const choose = (chosen: File | undefined) => {
    setSending({ kind: 'idle' });
    const refused = chosen ? fileProblem(chosen, DOCUMENT_TYPES) : t('kit.upload.choose');
    setProblem(refused);
    setFile(refused ? undefined : chosen);
    for (const name of binary) form.setValue(name, refused || !chosen ? '' : safeFileName(chosen.name));
  };
  const submit = form.handleSubmit(async (values) => {
    if (!file) {
      setProblem(t('kit.upload.choose'));
      return;
    }
    setSending({ kind: 'sending', fraction: 0 });
    try {
      const sent = await uploadFile(file, safeFileName(file.name), values.TRANS_TYPE ?? '', {
        onProgress: (fraction) => setSending({ kind: 'sending', fraction }),
        silent: true,
      });
      setAnswer(sent);
      setSending({ kind: 'idle' });
    } catch (error) {
      setSending({ kind: 'failed', message: failureText(error) });
    }
  }, () => {
    if (!file) setProblem(t('kit.upload.choose'));
  });

  if (answer) {
    return (
      <ResultPanel
        heading={answer.head.MSG ?? t('kit.upload.succeeded')}
        fields={op.result ?? []}
        answer={answer.body}
        again={again ?? t('kit.upload.again')}
        onAgain={() => {
          restart();
          setFile(undefined);
          setAnswer(undefined);
          onDone?.();
        }}
      />
    );
  }
  return (
    <FormBox noValidate onSubmit={(e) => void submit(e)} data-testid="operation-form">
      <FormFields shown={shown} control={form.control} accounts={accounts} overrides={own} onAccount={onAccount} />
      <Field.Root recipe={fieldSlotRecipe} id={inputId} mt="4" invalid={problem !== undefined} required>
        <Field.Label htmlFor={inputId}>{t('kit.upload.file')}<Field.RequiredIndicator /></Field.Label>
        <FileChooser
          id={inputId}
          label={t('kit.upload.file')}
          accept={DOCUMENT_TYPES.map((t) => `.${t}`).join(',')}
          chosen={file ? safeFileName(file.name) : undefined}
          onChoose={choose}
          testId="upload-file"
        />
        <Field.HelperText>{t('kit.upload.helper', { types: DOCUMENT_TYPES.join(t('kit.upload.separator')).toUpperCase(), max: uploadLimit() })}</Field.HelperText>
        <Field.ErrorText data-testid="upload-problem">{problem}</Field.ErrorText>
      </Field.Root>
      {sending.kind === 'sending' ? (
        <HStack mt="3" aria-live="polite" data-testid="upload-progress">
          <progress max={1} value={sending.fraction} aria-label={t('kit.upload.progress')} />
          <Text>{t('kit.upload.sending', { percent: Math.round(sending.fraction * 100) })}</Text>
        </HStack>
      ) : null}
      {sending.kind === 'failed' ? <Text mt="3" role="alert" color="fg.error" data-testid="form-error">{t('kit.upload.failed', { message: sending.message })}</Text> : null}
      <HStack mt="6">
        <Button type="submit" colorPalette="red" loading={sending.kind === 'sending'} data-testid="form-submit">{t('kit.upload.submit')}</Button>
      </HStack>
    </FormBox>
  );
}
