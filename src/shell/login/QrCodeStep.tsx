/** The QR-code method: a one-time code to scan with the mobile bank app, polled until confirmed or expired. */
import { Button, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '@/i18n/index.ts';
import { QR_POLL_MS } from '@/session/login-flow.ts';
import { issueQrCode, pollQrCode } from '@/session/login.ts';
import { dispatchFlow, sessionStore } from '@/session/store.ts';

export function QrCodeStep() {
  const { t } = useTranslation();
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
      {code ? <Image src={code.image} alt={t('login.qrAlt')} w="44" h="44" data-testid="qr-image" /> : null}
      <Text>{t('login.qrHint')}{code && !message ? t('login.qrExpires', { seconds: code.left }) : ''}</Text>
      {message || failed ? <Text color="fg.error" role="alert" data-testid="qr-message">{message ?? t('login.qrFailed')}</Text> : null}
      {message || failed ? (
        <Button
          size="sm"
          onClick={() => {
            setFailed(false);
            dispatchFlow({ type: 'method', method: 'qrCode' });
            setRound((n) => n + 1);
          }}
        >
          {t('login.qrRefresh')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** Key login: with the key's plug-in, sign the server's challenge; without it, say so. */
