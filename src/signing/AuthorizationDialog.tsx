/**
 * The transaction-authorization overlay (spec 000 §2, §4; spec 001 §4): what will be signed, row by
 * row (the catalogue's rows, then every other field sent; the service code is in the signed text,
 * not in what the customer reads); 确认 signs and
 * submits once (src/signing/flow.ts), 取消 returns to the caller, who keeps the form as typed.
 * Controlled by its caller: mounted means open. The values are read once, when it opens. The
 * session's transAuthStatus is 1 while it is open and 0 again after its callback (onDone / onCancel).
 *
 * Before the rows show, the gateway's one-time challenge is fetched (it goes into the signed text).
 * When an earlier authorization of this operation was sent and its outcome is still unknown, the
 * dialog opens on that one and asks its outcome first: it offers no new signature until the bank's
 * answer says the earlier one failed.
 *
 * Loaded lazily (`lazy(() => import('…/AuthorizationDialog.tsx'))`): it and the flow stay out of
 * the first paint.
 */
import { Box, Button, Dialog, Grid, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { staleCalls } from '@/api/queries.ts';
import { useTranslation } from '@/i18n/index.ts';
import { sessionStore } from '@/session/store.ts';
import {
  type Authorization,
  createAuthorization,
  type FlowDeps,
  type FlowFailure,
  type FlowOutcome,
  type SignedOperation,
  unresolvedAuthorization,
} from './flow.ts';
import type { Values } from '@/protocol/signing/rules.ts';
import { visibleValue } from '@/protocol/signing/text.ts';
import { signingEntry } from '@/protocol/signing/catalogue.ts';
import { signingProblemText } from './problem-text.ts';
import { Data } from '@/ui/data.tsx';
import { dialogSlotRecipe } from '@/ui/late-recipes.ts';

export interface AuthorizationDialogProps {
  /** The signed operation as the screen bound it: its id (a key of the signing catalogue) and its call. */
  operation: SignedOperation;
  /** The form's values: the request body without the common and signature fields. */
  values: Values;
  /** The screen's title or the action's label (a manifest text, shown through term()); default 交易确认. */
  title?: string;
  /** After the bank accepted the transaction: its answer's body (SignedResult: TRANS_SEQ, TRANS_DATE, TRANS_STATUS). */
  onDone: (answer: unknown) => void;
  /** The user went back to the form. */
  onCancel: () => void;
  /** The flow's dependencies (tests; default: the build's signer and the real client). */
  deps?: Partial<FlowDeps>;
}

/** Dialog width: medium (spec 000 §9: 880 px) would dwarf a few rows; small is 480 px. */
const WIDTH = '560px';

/** The primary button after a failure, by the step the flow allows next (its label's catalogue key). */
const NEXT_BUTTON = {
  retry: { label: 'overlay.retry', testId: 'auth-retry' },
  query: { label: 'signing.query', testId: 'auth-query' },
  renew: { label: 'signing.renew', testId: 'auth-renew' },
} as const;

export function AuthorizationDialog(props: AuthorizationDialogProps) {
  const { onDone, onCancel, operation, values, deps } = props;
  const operationId = operation.id;
  const { t, term } = useTranslation();
  // one authorization (one idempotency key) per opening, whatever re-renders happen; an earlier one
  // of this operation whose outcome is unknown comes first
  const [authorization, setAuthorization] = useState<Authorization>(() =>
    unresolvedAuthorization(operationId) ?? createAuthorization(operation, values, deps));
  const [earlier, setEarlier] = useState(() => authorization.state === 'sent');
  const [busy, setBusy] = useState(true);
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<FlowFailure>();
  const mounted = useRef(true);
  const primary = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  // the latest callback, without making the effects below depend on the caller's renders
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    mounted.current = true;
    sessionStore.setState({ transAuthStatus: 1 });
    return () => {
      mounted.current = false;
      sessionStore.setState({ transAuthStatus: 0 });
    };
  }, []);

  // a button disabled while the flow worked lost the keyboard's focus to the page: back into the dialog,
  // on the step the user may take next (issue 49 item 1)
  useEffect(() => {
    if (busy || (document.activeElement !== null && document.activeElement !== document.body)) return;
    (primary.current ?? cancelButton.current)?.focus();
  }, [busy, failure, ready]);

  const settle = useCallback((outcome: FlowOutcome) => {
    if (!mounted.current) return;
    setBusy(false);
    if (outcome.ok) {
      void staleCalls(); // the bank's state changed: no screen shows a balance or a list from before
      done.current(outcome.answer);
      sessionStore.setState({ transAuthStatus: 0 }); // cleaned after its callback (spec 000 §4)
    } else {
      setFailure(outcome.failure);
    }
  }, []);

  const prepared = useCallback((missing: FlowFailure | undefined) => {
    if (!mounted.current) return;
    setBusy(false);
    setReady(missing === undefined);
    setFailure(missing);
  }, []);

  // on opening (and on a new authorization): ask the earlier one's outcome, or fetch the challenge
  useEffect(() => {
    if (authorization.state === 'sent') void authorization.confirm().then(settle);
    else void authorization.prepare().then(prepared);
  }, [authorization, settle, prepared]);

  const cancel = () => {
    if (authorization.running) return; // a submission in flight is not abandoned
    onCancel();
    sessionStore.setState({ transAuthStatus: 0 });
  };
  const next = () => {
    setBusy(true);
    setFailure(undefined);
    if (failure?.next === 'renew') {
      setEarlier(false);
      setReady(false);
      setAuthorization(createAuthorization(operation, values, deps));
    } else if (failure?.kind === 'challenge') {
      void authorization.prepare().then(prepared);
    } else {
      void authorization.confirm().then(settle);
    }
  };

  const { plan } = authorization;
  const problem = 'problem' in plan ? signingProblemText(plan.problem, signingEntry(operationId)) : undefined;
  const showRows = 'plan' in plan && (ready || authorization.state !== 'open');
  const button = failure
    ? (failure.next === 'back' ? undefined : NEXT_BUTTON[failure.next])
    : problem || authorization.done ? undefined : { label: 'signing.confirm', testId: 'auth-confirm' };
  return (
    <Dialog.Root recipe={dialogSlotRecipe} open onOpenChange={(e) => !e.open && cancel()} role="alertdialog" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={WIDTH} data-testid="auth-dialog">
            <Dialog.Header>
              <Dialog.Title>{props.title === undefined ? t('signing.title') : term(props.title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {earlier ? (
                  <Text role="status" color="fg.warning" data-testid="auth-notice">
                    {t('signing.earlier')}
                  </Text>
                ) : null}
                {showRows && 'plan' in plan ? (
                  <>
                    {earlier ? null : <Text>{t('signing.check')}</Text>}
                    <Grid as="dl" templateColumns="max-content 1fr" columnGap="4" rowGap="2" data-testid="auth-rows">
                      {plan.plan.rows.map((row) => (
                        <Box key={row.field} display="contents" data-testid={`auth-row-${row.field}`}>
                          <Text as="dt" color="fg.muted">{term(row.label)}</Text>
                          <Text as="dd" fontWeight="medium" wordBreak="break-all" color={row.shown ? undefined : 'fg.muted'}>
                            {row.shown ? <Data>{visibleValue(row.shown)}</Data> : t('signing.notFilled')}
                          </Text>
                        </Box>
                      ))}
                      {/* the service code is the bank's internal routing: signed, not shown (issue 49 item 3) */}
                    </Grid>
                  </>
                ) : null}
                {!problem && !showRows && busy ? <Text color="fg.muted" data-testid="auth-preparing">{t('signing.preparing')}</Text> : null}
                {problem ? <Text color="fg.error" role="alert" data-testid="auth-error">{problem}</Text> : null}
                {failure ? (
                  <Stack gap="1" role="alert" data-testid="auth-error">
                    <Text color="fg.error">{failure.message}</Text>
                    {failure.downloadUrl ? (
                      <Link href={failure.downloadUrl} target="_blank" rel="noopener noreferrer" data-testid="auth-download">
                        {t('signing.download')}
                      </Link>
                    ) : null}
                  </Stack>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelButton} variant="outline" onClick={cancel} disabled={busy && authorization.running} data-testid="auth-cancel">
                {t('dialog.cancel')}
              </Button>
              {button ? (
                <Button ref={primary} colorPalette="red" loading={busy} onClick={next} data-testid={button.testId}>
                  {t(button.label)}
                </Button>
              ) : null}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export default AuthorizationDialog;
