import { Box, Button, Field, Heading, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { ApiError } from '@/api/errors.ts';
import { CLOCK_SKEW_STATUS } from '@/api/wire.ts';
import { portalPath } from '@/routing/guard.ts';
import type { LoginMethod } from '@/session/login-flow.ts';
import { QR_POLL_MS } from '@/session/login-flow.ts';
import {
  chooseEnterprise,
  enterpriseChoices,
  finishLoginFlow,
  issueQrCode,
  pollQrCode,
  preparePasswordLogin,
  submitKeyLogin,
  submitPassword,
  submitToken,
} from '@/session/session.ts';
import { initKeyPlugin, keyPlugin } from '@/signing/key.ts';
import { dispatchFlow, sessionStore } from '@/session/store.ts';
import { PasswordControlDialog } from './overlays.tsx';

const GATEWAY_KEY = import.meta.env.VITE_GATEWAY_SM2_PUBLIC_KEY ?? '';

function PasswordStep() {
  const [prepared, setPrepared] = useState<Awaited<ReturnType<typeof preparePasswordLogin>>>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const message = useStore(sessionStore, (s) => s.flow.message);
  const errorNum = useStore(sessionStore, (s) => s.flow.errorNum);
  const [attempt, setAttempt] = useState(0);
  const [controlFailed, setControlFailed] = useState(false);
  // a new random factor and image code for each attempt (and on request)
  useEffect(() => {
    let current = true;
    // the password control: the server's random factor and the SM2 code that encrypts with it
    Promise.all([preparePasswordLogin(), import('@/api/crypto/password.ts')]).then(
      ([next]) => {
        if (!current) return;
        setPrepared(next);
        setError(undefined);
        setControlFailed(false);
      },
      (error: unknown) => {
        if (!current) return;
        // a timestamp refusal is the computer's clock, not the password control (issue 15 finding 4)
        if (error instanceof ApiError && error.status === CLOCK_SKEW_STATUS) {
          setError(error.message);
          return;
        }
        setError('登录服务暂不可用，请稍后重试');
        setControlFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [errorNum, attempt]);
  const refresh = () => {
    setAttempt((n) => n + 1);
  };
  const onSubmit = (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    if (!prepared) return;
    setBusy(true);
    void submitPassword({
      login: field('login').trim(),
      password: field('password'),
      imageCode: field('imageCode').trim(),
      prepared,
      gatewayPublicKey: GATEWAY_KEY,
    }).finally(() => {
      setBusy(false);
    });
  };
  return (
    <form onSubmit={onSubmit} aria-label="密码登录">
      <Stack gap="3">
        <Field.Root required>
          <Field.Label>用户名</Field.Label>
          <Input name="login" autoComplete="username" maxLength={32} data-testid="login-name" />
        </Field.Root>
        <Field.Root required>
          <Field.Label>登录密码</Field.Label>
          {/* the password control: the value is encrypted before it leaves the page */}
          <Input name="password" type="password" autoComplete="current-password" maxLength={32} data-testid="login-password" />
        </Field.Root>
        <Field.Root required>
          <Field.Label>图形验证码</Field.Label>
          <HStack>
            <Input name="imageCode" maxLength={6} data-testid="login-image-code" />
            {prepared?.imageData ? <Image src={prepared.imageData} alt="图形验证码" h="8" w="20" onClick={refresh} /> : null}
          </HStack>
        </Field.Root>
        {message || error ? <Text color="fg.error" role="alert" data-testid="login-error">{message ?? error}</Text> : null}
        <Button type="submit" colorPalette="red" loading={busy} disabled={!prepared} data-testid="login-submit">
          登录
        </Button>
      </Stack>
      <PasswordControlDialog open={controlFailed} onClose={() => setControlFailed(false)} onRetry={refresh} />
    </form>
  );
}

function SelectEnterpriseStep() {
  const [choices, setChoices] = useState<Array<{ ORG_NO: string; CUSTOMER_NAME: string }>>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    enterpriseChoices().then(setChoices, () => {
      setError('企业列表加载失败，请重试');
    });
  }, []);
  return (
    <Stack gap="2" data-testid="select-enterprise">
      <Text>请选择要办理业务的企业</Text>
      {error ? <Text color="fg.error" role="alert">{error}</Text> : null}
      {(choices ?? []).map((c) => (
        <Button key={c.ORG_NO} variant="outline" onClick={() => void chooseEnterprise(c.ORG_NO).catch(() => setError('选择企业失败，请重试'))}>
          {c.CUSTOMER_NAME}
        </Button>
      ))}
    </Stack>
  );
}

function SsoStep() {
  const token = useStore(sessionStore, (s) => s.flow.token);
  useEffect(() => {
    if (token) void submitToken(token);
  }, [token]);
  return <Text>正在登录…</Text>;
}

/** The QR method (spec 000 §4): issue, poll every 2 s, expire; the encoder loads with this step only. */
function QrCodeStep() {
  const [code, setCode] = useState<{ id: string; image: string; left: number }>();
  const [round, setRound] = useState(0);
  const [failed, setFailed] = useState(false);
  const message = useStore(sessionStore, (s) => s.flow.message);
  useEffect(() => {
    // the effect's own liveness (a plain object: TypeScript does not track a closure's reassignment)
    const live = { current: true };
    let timer: ReturnType<typeof setInterval> | undefined;
    void (async () => {
      try {
        const [{ renderSVG }, issued] = await Promise.all([import('uqr'), issueQrCode()]);
        if (!live.current) return;
        const image = `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(issued.content))}`;
        const deadline = Date.now() + issued.expiresInSeconds * 1000;
        setCode({ id: issued.id, image, left: issued.expiresInSeconds });
        timer = setInterval(() => {
          const left = Math.max(0, Math.round((deadline - Date.now()) / 1000));
          setCode((c) => (c ? { ...c, left } : c));
          void pollQrCode(issued.id, left).then((outcome) => {
            if (outcome !== 'wait') clearInterval(timer);
          });
        }, QR_POLL_MS);
      } catch {
        if (live.current) setFailed(true);
      }
    })();
    return () => {
      live.current = false;
      clearInterval(timer);
    };
  }, [round]);
  return (
    <Stack gap="2" align="center" data-testid="qr-step">
      {code ? <Image src={code.image} alt="登录二维码" w="44" h="44" data-testid="qr-image" /> : null}
      <Text>请使用手机银行App扫描二维码登录{code && !message ? `（${String(code.left)} 秒后过期）` : ''}</Text>
      {message || failed ? <Text color="fg.error" role="alert" data-testid="qr-message">{message ?? '二维码获取失败'}</Text> : null}
      {message || failed ? (
        <Button
          size="sm"
          onClick={() => {
            setFailed(false);
            dispatchFlow({ type: 'method', method: 'qrCode' });
            setRound((n) => n + 1);
          }}
        >
          刷新二维码
        </Button>
      ) : null}
    </Stack>
  );
}

/** Key login: with the key's plug-in, sign the server's challenge; without it, say so. */
function KeyStep() {
  const plugin = keyPlugin() ?? (initKeyPlugin() ? keyPlugin() : undefined);
  const message = useStore(sessionStore, (s) => s.flow.message);
  const [busy, setBusy] = useState(false);
  if (!plugin) return <UnavailableStep what="未检测到U盾安全控件，请插入U盾并安装安全控件后重试。" />;
  return (
    <Stack gap="3" data-testid="ukey-step">
      <Text>请插入U盾，点击下方按钮并按提示输入U盾密码</Text>
      {message ? <Text color="fg.error" role="alert">{message}</Text> : null}
      <Button
        colorPalette="red"
        loading={busy}
        data-testid="ukey-submit"
        onClick={() => {
          setBusy(true);
          void submitKeyLogin(plugin).finally(() => {
            setBusy(false);
          });
        }}
      >
        U盾登录
      </Button>
    </Stack>
  );
}

/** Steps this browser cannot complete here say so; a login method offers the password instead. */
function UnavailableStep({ what, offerPassword = true }: { what: string; offerPassword?: boolean }) {
  return (
    <Stack gap="2">
      <Text>{what}</Text>
      {offerPassword ? (
        <Button variant="outline" onClick={() => dispatchFlow({ type: 'method', method: 'password' })}>
          使用密码登录
        </Button>
      ) : null}
    </Stack>
  );
}

function DoneStep() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);
  useEffect(() => {
    void finishLoginFlow().then((returnTo) => {
      const target = portalPath(returnTo);
      // already there (the overlay opened over the page asked for): no new history entry, which
      // would be a new visit for the guard and another authority check of the same screen
      if (target && target !== here.current) void navigate(target, { replace: true });
    });
  }, [navigate]);
  return <Text>登录成功，正在进入…</Text>;
}

const METHODS: Array<{ method: LoginMethod; label: string }> = [
  { method: 'password', label: '密码登录' },
  { method: 'qrCode', label: '扫码登录' },
  { method: 'ukey', label: 'U盾登录' },
];

/** The login flow's overlay (spec 000 §2, §4): shown while the flow runs (status 1). */
/** The login flow's overlay; loaded when a flow starts (src/shell/Shell.tsx). */
export default function LoginOverlay() {
  const flow = useStore(sessionStore, (s) => s.flow);
  if (flow.status !== 1) return null;
  const step = flow.step;
  return (
    <Box position="fixed" inset="0" bg="blackAlpha.600" zIndex="modal" display="flex" alignItems="center" justifyContent="center">
      <Box role="dialog" aria-modal="true" aria-labelledby="login-title" bg="bg" p="6" rounded="md" w="480px" data-testid="login-overlay">
        <HStack justify="space-between" mb="4">
          <Heading id="login-title" size="md">企业网上银行登录</Heading>
          <Button size="xs" variant="ghost" onClick={() => dispatchFlow({ type: 'cancel' })} aria-label="关闭">
            ✕
          </Button>
        </HStack>
        {step === 'password' || step === 'qrCode' || step === 'ukey' ? (
          <HStack mb="4" gap="2">
            {METHODS.map((m) => (
              <Button key={m.method} size="sm" variant={step === m.method ? 'solid' : 'ghost'} onClick={() => dispatchFlow({ type: 'method', method: m.method })}>
                {m.label}
              </Button>
            ))}
          </HStack>
        ) : null}
        {step === 'password' ? <PasswordStep /> : null}
        {step === 'qrCode' ? <QrCodeStep /> : null}
        {step === 'ukey' ? <KeyStep /> : null}
        {step === 'sso' ? <SsoStep /> : null}
        {step === 'selectEnterprise' ? <SelectEnterpriseStep /> : null}
        {step === 'updateBaseInfo' ? <UnavailableStep what="请先完善基本信息（本步骤的页面尚未提供）。" offerPassword={false} /> : null}
        {step === 'done' ? <DoneStep /> : null}
      </Box>
    </Box>
  );
}
