/**
 * The transaction-authorization overlay (spec 000 §2, §4; spec 001 §4): what will be signed, row by
 * row, and the service code; 确认 signs and submits once (src/signing/flow.ts), 取消 returns to the
 * caller, who keeps the form as typed. Controlled by its caller: mounted means open. The values are
 * read once, when it opens. The session's transAuthStatus is 1 while it is open and 0 again after
 * its callback (onDone / onCancel) ran.
 *
 * Loaded lazily (`lazy(() => import('…/AuthorizationDialog.tsx'))`): it and the flow stay out of
 * the first paint.
 */
import { Box, Button, Dialog, Grid, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { sessionStore } from '../session/store.ts';
import { type Authorization, createAuthorization, type FlowDeps, type FlowFailure } from './flow.ts';
import type { Values } from './rules.ts';
import { visibleValue } from './text.ts';

export interface AuthorizationDialogProps {
  /** The signed operation (a key of the signing catalogue). */
  operationId: string;
  /** The form's values: the request body without the common and signature fields. */
  values: Values;
  /** Default 交易确认. */
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

export function AuthorizationDialog(props: AuthorizationDialogProps) {
  const { onDone, onCancel } = props;
  // one authorization (one idempotency key) per opening, whatever re-renders happen
  const [authorization] = useState<Authorization>(() =>
    createAuthorization(props.operationId, props.values, props.deps));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FlowFailure>();
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    sessionStore.setState({ transAuthStatus: 1 });
    return () => {
      mounted.current = false;
      sessionStore.setState({ transAuthStatus: 0 });
    };
  }, []);

  const confirm = () => {
    setBusy(true);
    setFailure(undefined);
    void authorization.confirm().then((outcome) => {
      if (!mounted.current) return;
      setBusy(false);
      if (outcome.ok) {
        onDone(outcome.answer);
        sessionStore.setState({ transAuthStatus: 0 }); // cleaned after its callback (spec 000 §4)
      } else {
        setFailure(outcome.failure);
      }
    });
  };
  const cancel = () => {
    if (authorization.running) return; // a submission in flight is not abandoned
    onCancel();
    sessionStore.setState({ transAuthStatus: 0 });
  };

  const { plan } = authorization;
  const problem = 'problem' in plan ? plan.message : undefined;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && cancel()} role="alertdialog" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={WIDTH} data-testid="auth-dialog">
            <Dialog.Header>
              <Dialog.Title>{props.title ?? '交易确认'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {'plan' in plan ? (
                  <>
                    <Text>请核对以下信息，确认无误后点击“确认”，并按提示使用U盾签名。</Text>
                    <Grid as="dl" templateColumns="max-content 1fr" columnGap="4" rowGap="2" data-testid="auth-rows">
                      {plan.plan.rows.map((row) => (
                        <Box key={row.field} display="contents" data-testid={`auth-row-${row.field}`}>
                          <Text as="dt" color="fg.muted">{row.label}</Text>
                          <Text as="dd" fontWeight="medium" wordBreak="break-all" color={row.shown ? undefined : 'fg.muted'}>
                            {row.shown ? visibleValue(row.shown) : '未填写'}
                          </Text>
                        </Box>
                      ))}
                      <Text as="dt" color="fg.muted">服务码</Text>
                      <Text as="dd" data-testid="auth-service-code">{plan.plan.serviceCode}</Text>
                    </Grid>
                  </>
                ) : null}
                {problem ? <Text color="fg.error" role="alert" data-testid="auth-error">{problem}</Text> : null}
                {failure ? (
                  <Stack gap="1" role="alert" data-testid="auth-error">
                    <Text color="fg.error">{failure.message}</Text>
                    {failure.downloadUrl ? (
                      <Link href={failure.downloadUrl} target="_blank" rel="noopener noreferrer" data-testid="auth-download">
                        下载U盾驱动（安全控件）
                      </Link>
                    ) : null}
                  </Stack>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={cancel} disabled={busy} data-testid="auth-cancel">
                取消
              </Button>
              {problem ? null : failure && !failure.retry ? null : (
                <Button
                  colorPalette="red"
                  loading={busy}
                  onClick={confirm}
                  data-testid={failure ? 'auth-retry' : 'auth-confirm'}
                >
                  {failure ? '重试' : '确认'}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export default AuthorizationDialog;
