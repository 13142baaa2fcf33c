import { Box, Button, chakra, Heading, HStack, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useCall } from '@/api/queries.ts';
import { useTranslation } from '@/i18n/index.ts';
import { Data } from '@/ui/data.tsx';
import { FieldList } from './FieldList.tsx';
import { useBoundOperation } from './bound-operation.ts';
import { decidingOperation, decisionValues, type Decision, INSTRUCTION_OPERATIONS, type InstructionDetail, reasonProblem, resultHeading, SEQ_PARAM, seqProblem } from './instruction.ts';
import { ResultPanel } from './ResultPanel.tsx';
import { useRouteScreen } from './route-info.ts';
import type { BackLink } from '@/routing/meta.ts';
import { failureText } from './screen.ts';
import { ScreenFrame } from './ScreenFrame.tsx';
import './print.css';

const AuthorizationDialog = lazy(() => import('@/signing/AuthorizationDialog.tsx'));
const Table = chakra('table', { base: { w: 'full', fontSize: 'sm', borderCollapse: 'collapse' } });
const Th = chakra('th', { base: { textAlign: 'start', px: '3', py: '2', bg: 'bg.muted', borderBottomWidth: '1px' } });
const Td = chakra('td', { base: { px: '3', py: '2', borderBottomWidth: '1px' } });

/** Not listed as fields: the user's permissions (they become the buttons) and the history (a table). */
const NOT_SHOWN = new Set(['CAN_DECIDE', 'CAN_WITHDRAW', 'WHY_NOT', 'HISTORY']);

type Step =
  | { kind: 'view' } | { kind: 'reason' } | { kind: 'confirm'; decision: Decision }
  | { kind: 'done'; operation: string; answer: Record<string, unknown> | undefined };

/**
 * One instruction and its authorization (issue 36, 48; spec 000 §1 operators and approvers): every
 * field the operator signed (or the rule change an administrator asked for), the rule and progress,
 * the history, and what this user may do, as the bank says (instructionDetailQry's CAN_DECIDE,
 * CAN_WITHDRAW, WHY_NOT): 同意, 拒绝 with a reason, or the submitter's 撤销, each signed through the
 * authorization dialog (transAuthSubmit with the payee, accounts and amount; authRuleReview with the
 * rule before and after). The instruction comes from the link's `TRANS_SEQ`.
 */
export function InstructionScreen(props: { title?: string; back?: BackLink }) {
  const route = useRouteScreen();
  const title = props.title ?? route?.title ?? '';
  const back = props.back ?? route?.back;
  const { t, term } = useTranslation();
  const op = useBoundOperation(INSTRUCTION_OPERATIONS.read);
  const decideOp = useBoundOperation(INSTRUCTION_OPERATIONS.decide);
  const reviewOp = useBoundOperation(INSTRUCTION_OPERATIONS.review);
  const [search] = useSearchParams();
  const seq = search.get(SEQ_PARAM) ?? '';
  const problem = seqProblem(seq);
  const [attempt, setAttempt] = useState(0);
  const asked = { TRANS_SEQ: seq };
  const answer = useCall(op.call, asked, { enabled: !problem, silent: false, tag: String(attempt) });
  const detail = answer.done && !answer.failed ? (answer.data as InstructionDetail | undefined) : undefined;
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const reasonId = useId();
  const backLink = back ? <Link asChild colorPalette="red"><RouterLink to={back.to}>{term(back.label)}</RouterLink></Link> : null;

  if (problem) {
    return <ScreenFrame title={title} operation={op.id}><Text role="alert" color="fg.error">{problem}</Text><Box mt="4">{backLink}</Box></ScreenFrame>;
  }
  if (step.kind === 'done') {
    return (
      <ScreenFrame title={title} operation={op.id}>
        <ResultPanel
          heading={resultHeading(step.answer, step.operation)}
          fields={(step.operation === INSTRUCTION_OPERATIONS.review ? reviewOp : decideOp).result ?? []}
          answer={step.answer}
          again={t('kit.instruction.viewAgain')}
          onAgain={() => {
            setStep({ kind: 'view' });
            setAttempt((n) => n + 1);
          }}
        />
        <Box mt="4">{backLink}</Box>
      </ScreenFrame>
    );
  }
  const fields = (op.result ?? []).filter((f) => !NOT_SHOWN.has(f.name));
  const confirmReason = () => {
    const why = reasonProblem(reason);
    setReasonError(why);
    if (!why) setStep({ kind: 'confirm', decision: '2' });
  };
  return (
    <ScreenFrame title={title} operation={op.id}>
      {!answer.done ? <HStack py="6"><Spinner size="sm" /><Text>{t('kit.loading')}</Text></HStack> : null}
      {answer.failed ? (
        <HStack role="alert" gap="4"><Text color="fg.error">{failureText(answer.error)}</Text>
          <Button size="sm" variant="outline" onClick={() => setAttempt((n) => n + 1)}>{t('overlay.retry')}</Button>
        </HStack>
      ) : null}
      {answer.done && !answer.failed && !detail ? <Text role="alert">{t('kit.instruction.notFound')}</Text> : null}
      {detail ? (
        <Stack gap="6" data-print-area>
          <FieldList fields={fields} values={detail} testId="instruction-fields" />
          <History detail={detail} />
          <Box data-print-hide>
            {step.kind === 'reason' ? (
              <Stack gap="2" maxW="lg">
                <chakra.label htmlFor={reasonId} fontWeight="medium">{t('kit.instruction.reason')}</chakra.label>
                <Input
                  id={reasonId}
                  aria-required
                  value={reason}
                  maxLength={100}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? `${reasonId}-error` : undefined}
                  onChange={(e) => setReason(e.target.value)}
                />
                {reasonError ? <Text id={`${reasonId}-error`} role="alert" color="fg.error" fontSize="sm">{reasonError}</Text> : null}
                <HStack>
                  <Button colorPalette="red" onClick={confirmReason}>{t('kit.instruction.confirmReject')}</Button>
                  <Button variant="outline" onClick={() => setStep({ kind: 'view' })}>{t('dialog.cancel')}</Button>
                </HStack>
              </Stack>
            ) : (
              <HStack gap="3" wrap="wrap">
                {detail.CAN_DECIDE === 'Y' ? (
                  <>
                    <Button colorPalette="red" disabled={step.kind === 'confirm'} onClick={() => setStep({ kind: 'confirm', decision: '1' })}>{t('kit.instruction.approve')}</Button>
                    <Button variant="outline" disabled={step.kind === 'confirm'} onClick={() => setStep({ kind: 'reason' })}>{t('kit.instruction.reject')}</Button>
                  </>
                ) : null}
                {detail.CAN_WITHDRAW === 'Y' ? (
                  <Button variant="outline" disabled={step.kind === 'confirm'} onClick={() => setStep({ kind: 'confirm', decision: '0' })}>{t('kit.instruction.withdraw')}</Button>
                ) : null}
                {detail.CAN_DECIDE !== 'Y' && detail.WHY_NOT && detail.INSTR_STATUS === '1' ? (
                  <Text color="fg.muted" fontSize="sm" data-testid="instruction-why-not"><Data>{detail.WHY_NOT}</Data></Text>
                ) : null}
                <Button variant="ghost" onClick={() => window.print()}>{t('kit.print')}</Button>
                {backLink}
              </HStack>
            )}
          </Box>
        </Stack>
      ) : null}
      {step.kind === 'confirm' && detail ? (
        <Suspense fallback={null}>
          <AuthorizationDialog
            operation={decidingOperation(detail) === INSTRUCTION_OPERATIONS.review ? reviewOp : decideOp}
            values={decisionValues(detail, step.decision, reason)}
            title={title}
            onDone={(a) => setStep({ kind: 'done', operation: decidingOperation(detail), answer: (a ?? undefined) as Record<string, unknown> | undefined })}
            onCancel={() => {
              setStep({ kind: 'view' });
              setAttempt((n) => n + 1); // refused (decided meanwhile by another approver?): show it as it stands now
            }}
          />
        </Suspense>
      ) : null}
    </ScreenFrame>
  );
}

/** The history's actions that the catalogue names (kit.instruction.steps); another shows as sent. */
const ACTIONS: ReadonlySet<string> = new Set(['SUBMIT', 'APPROVE', 'REJECT', 'WITHDRAW', 'BOOK', 'FAIL']);

function History({ detail }: { detail: InstructionDetail }) {
  const { t, date } = useTranslation();
  return (
    <Box>
      <Heading as="h2" size="sm" mb="2">{t('kit.instruction.history')}</Heading>
      <Table data-testid="instruction-history">
        <thead>
          <tr>
            <Th>{t('kit.instruction.time')}</Th><Th>{t('kit.instruction.action')}</Th><Th>{t('kit.instruction.actor')}</Th><Th>{t('kit.instruction.note')}</Th>
          </tr>
        </thead>
        <tbody>
          {detail.HISTORY.map((h, i) => (
            <tr key={i}>
              <Td>{date(h.TIME)}</Td>
              <Td>{ACTIONS.has(h.ACTION) ? t(`kit.instruction.steps.${h.ACTION}`) : h.ACTION}</Td>
              <Td><Data>{h.ACTOR}</Data></Td>
              <Td><Data>{h.NOTE ?? ''}</Data></Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
