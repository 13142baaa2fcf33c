import { Box, Button, chakra, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { uploadFile } from '@/api/upload.ts';
import { useTranslation, type Vars } from '@/i18n/index.ts';
import { batchFile as operationBatchFile } from '@/protocol/batch/columns.ts';
import { batchTemplate } from '@/protocol/batch/csv.ts';
import type { BatchProblem } from '@/protocol/batch/parse.ts';
import { amountInWords } from '@/protocol/amount-words.ts';
import { toCapitalAmount } from '@/protocol/capital-amount.ts';
import type { BoundOperation } from '../bound-operation.ts';
import { groupAmount } from '../fields/display.ts';
import { FormFields } from '../form/FormFields.tsx';
import type { FieldOverrides } from '../form/values.ts';
import { useOperationForm } from '../form/use-operation-form.ts';
import { failureText } from '../screen.ts';
import { useSigningSteps } from '../signing-steps.tsx';
import { FileChooser } from '../upload/FileChooser.tsx';
import { BATCH_TYPES, fileProblem, uploadLimit } from '../upload/rules.ts';
import { BatchPreview, type PreviewTarget } from './BatchPreview.tsx';
import { whyText } from './why.ts';
import { type ParsedBatch, parseInWorker } from './parse-in-worker.ts';
import { downloadText } from '@/ui/download.ts';
import { safeFileName } from '@/protocol/file-name.ts';
import { fieldSlotRecipe } from '@/ui/late-recipes.ts';

const FormBox = chakra('form');
/** A problem of a line: a link that brings the line into view in the preview. */
const ProblemLink = chakra('button', {
  base: { textAlign: 'start', textDecoration: 'underline', cursor: 'pointer', color: 'fg.error', _hover: { textDecoration: 'none' } },
}, { defaultProps: { type: 'button' } });

/** The request fields the file gives: what the signature covers of it. */
const FROM_FILE = ['BATCH_NO', 'TOTAL_COUNT', 'TRAN_AMT', 'FILE_DIGEST'] as const;
/** Problems listed at once; the rest are counted (the preview marks every bad line). */
const PROBLEMS_SHOWN = 50;

/**
 * A problem as the customer reads it (the protocol's problemText in the current language): `第 12 行
 * 工资卡号：…`, or the message alone for the whole file.
 */
function problemLine(p: BatchProblem, t: (key: string, vars?: Vars) => string, term: (text: string) => string): string {
  const message = whyText(p.why, t, term);
  if (p.row <= 0) return message;
  return p.column
    ? t('kit.batch.problemAtColumn', { row: p.row, column: term(p.column), message })
    : t('kit.batch.problemAtRow', { row: p.row, message });
}

type FileState =
  | { kind: 'none' }
  | { kind: 'reading'; name: string }
  | { kind: 'refused'; message: string }
  | { kind: 'read'; name: string; batch: ParsedBatch }
  | { kind: 'uploading'; name: string; batch: ParsedBatch; fraction: number }
  | { kind: 'uploaded'; name: string; batch: ParsedBatch; batchNo: string }
  | { kind: 'failed'; name: string; batch: ParsedBatch; message: string };

/**
 * A batch transaction (x-eis-batch: 批量转账, 代发工资…; issue 37): the payer from the form, the lines
 * from a CSV file. The file is checked in a worker (UTF-8 or GBK, every line against the contract's
 * row, errors by line and column in Chinese), previewed in full with its count and total in figures
 * and capitals, uploaded (multipart, with progress) once it has no error, and signed over its batch
 * number, count, total and SM3 digest: the lines cannot change after signing. A template to fill comes
 * from the contract's row. The file is CSV only: Excel saves CSV, and an XLSX reader would add a
 * megabyte to the page for what 另存为 does.
 */
export function BatchForm({ op, title, overrides, again, onDone }: {
  op: BoundOperation;
  title: string;
  overrides?: FieldOverrides | undefined;
  again?: string;
  onDone?: () => void;
}) {
  const { t, term, i18n } = useTranslation();
  const inWords = i18n.language === 'zh-CN' ? toCapitalAmount : amountInWords;
  const file = useMemo(() => operationBatchFile(op), [op]);
  const own = useMemo<FieldOverrides>(
    () => ({ ...overrides, ...Object.fromEntries(FROM_FILE.map((n) => [n, { ...overrides?.[n], hidden: true }])) }),
    [overrides],
  );
  const { form, shown, accounts, onAccount, restart } = useOperationForm(op, { overrides: own });
  const [state, setState] = useState<FileState>({ kind: 'none' });
  const [target, setTarget] = useState<PreviewTarget>();
  const signing = useSigningSteps(op, title, again, () => {
    restart();
    setState({ kind: 'none' });
    onDone?.();
  });
  const inputId = useId();
  const columns = file?.columns ?? [];

  if (!file) return <Text color="fg.error">{t('kit.batch.notBatch', { operation: op.id })}</Text>;
  const batchFile = file;

  async function choose(chosen: File | undefined) {
    for (const name of FROM_FILE) form.setValue(name, '');
    setTarget(undefined);
    if (!chosen) {
      setState({ kind: 'none' });
      return;
    }
    const refused = fileProblem(chosen, BATCH_TYPES);
    if (refused) {
      setState({ kind: 'refused', message: refused });
      return;
    }
    // the name as it is sent and stored (issue 50 item 4): a path's folders and odd characters dropped
    const name = safeFileName(chosen.name);
    setState({ kind: 'reading', name });
    let batch: ParsedBatch;
    try {
      batch = await parseInWorker(chosen, batchFile.columns);
    } catch (error) {
      setState({ kind: 'refused', message: t('kit.batch.readFailed', { message: error instanceof Error ? error.message : String(error) }) });
      return;
    }
    if (batch.parse.problems.length > 0) {
      setState({ kind: 'read', name, batch });
      return;
    }
    setState({ kind: 'uploading', name, batch, fraction: 0 });
    try {
      // the bytes digested are the bytes sent: the signature's FILE_DIGEST is this file's
      const answer = await uploadFile(new Blob([new Uint8Array(batch.bytes)], { type: 'text/csv' }), name, batchFile.transType, {
        onProgress: (fraction) => setState((s) => (s.kind === 'uploading' ? { ...s, fraction } : s)),
        silent: true,
      });
      const batchNo = answer.body.BATCH_NO;
      form.setValue('BATCH_NO', batchNo);
      form.setValue('TOTAL_COUNT', String(batch.parse.count));
      form.setValue('TRAN_AMT', batch.parse.total);
      form.setValue('FILE_DIGEST', batch.digest);
      setState({ kind: 'uploaded', name, batch, batchNo });
    } catch (error) {
      setState({ kind: 'failed', name, batch, message: failureText(error) });
    }
  }

  const next = form.handleSubmit((values) => {
    signing.confirm(values);
  });

  if (signing.result) return signing.result;
  const batch = 'batch' in state ? state.batch : undefined;
  const problems = batch?.parse.problems ?? [];
  return (
    <>
      <FormBox noValidate onSubmit={(e) => void next(e)} data-testid="operation-form">
        <FormFields shown={shown} control={form.control} accounts={accounts} overrides={own} onAccount={onAccount} />
        <Stack mt="5" gap="3">
          <Field.Root recipe={fieldSlotRecipe} id={inputId} invalid={state.kind === 'refused' || problems.length > 0}>
            <Field.Label htmlFor={inputId}>{t('kit.batch.file')}</Field.Label>
            <HStack gap="3" wrap="wrap">
              <FileChooser
                id={inputId}
                label={t('kit.batch.file')}
                accept=".csv,.txt,text/csv"
                chosen={'name' in state ? state.name : undefined}
                onChoose={(chosen) => void choose(chosen)}
                testId="batch-file"
              />
              <Button
                size="sm"
                variant="outline"
                onClick={() => downloadText(batchTemplate(columns, file.example ? [file.example] : []), t('kit.batch.templateName', { title: term(title) }))}
                data-testid="batch-template"
              >
                {t('kit.batch.template')}
              </Button>
            </HStack>
            <Field.HelperText>{t('kit.batch.helper', { max: uploadLimit() })}</Field.HelperText>
          </Field.Root>
          {state.kind === 'reading' ? <Text aria-live="polite">{t('kit.batch.reading')}</Text> : null}
          {state.kind === 'refused' ? <Text role="alert" color="fg.error" data-testid="batch-refused">{state.message}</Text> : null}
          {problems.length > 0 ? (
            <Box role="alert" borderWidth="1px" borderColor="border.error" rounded="md" p="3" data-testid="batch-problems">
              <Text fontWeight="semibold" color="fg.error">{t('kit.batch.problems', { count: problems.length })}</Text>
              <chakra.ul mt="2" ps="5" listStyleType="disc" fontSize="sm">
                {problems.slice(0, PROBLEMS_SHOWN).map((p, i) => (
                  <li key={i} data-testid="batch-problem">
                    {p.row > 0 ? (
                      // a link to its line in the preview (issue 49 item 5)
                      <ProblemLink onClick={() => setTarget((was) => ({ line: p.row, seq: (was?.seq ?? 0) + 1 }))}>
                        {problemLine(p, t, term)}
                      </ProblemLink>
                    ) : problemLine(p, t, term)}
                  </li>
                ))}
              </chakra.ul>
              {problems.length > PROBLEMS_SHOWN ? <Text fontSize="sm">{t('kit.batch.moreProblems', { count: problems.length - PROBLEMS_SHOWN })}</Text> : null}
            </Box>
          ) : null}
          {batch && batch.parse.rows.length > 0 ? (
            <>
              <Text data-testid="batch-totals">
                {t('kit.batch.count', { count: batch.parse.count })}
                {problems.length === 0 ? t('kit.batch.total', { amount: groupAmount(batch.parse.total), capital: inWords(batch.parse.total) }) : ''}
              </Text>
              <BatchPreview parse={batch.parse} columns={columns} target={target} />
            </>
          ) : null}
          {state.kind === 'uploading' ? (
            <HStack aria-live="polite" data-testid="batch-upload">
              <progress max={1} value={state.fraction} aria-label={t('kit.upload.progress')} />
              <Text>{t('kit.upload.sending', { percent: Math.round(state.fraction * 100) })}</Text>
            </HStack>
          ) : null}
          {state.kind === 'uploaded' ? (
            <Text color="fg.success" aria-live="polite" data-testid="batch-uploaded">{t('kit.batch.uploaded', { batchNo: state.batchNo })}</Text>
          ) : null}
          {state.kind === 'failed' ? <Text role="alert" color="fg.error" data-testid="batch-upload-failed">{t('kit.batch.uploadFailed', { message: state.message })}</Text> : null}
        </Stack>
        <Text mt="4" fontSize="sm" color="fg.muted">{t('kit.batch.signNote')}</Text>
        <HStack mt="4">
          <Button type="submit" colorPalette="red" disabled={state.kind !== 'uploaded' || signing.confirming} data-testid="form-submit">{t('overlay.guideNext')}</Button>
        </HStack>
      </FormBox>
      {signing.dialog}
    </>
  );
}
