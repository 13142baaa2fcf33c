/**
 * The password method (spec 000 §4): the control's random factor and an image code per attempt; the
 * password leaves the browser as the control's ciphertext only.
 */
import {
  Button,
  Field,
  HStack,
  Image,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { ApiError } from '@/api/errors.ts';
import { useTranslation } from '@/i18n/index.ts';
import { CLOCK_SKEW_STATUS } from '@/protocol/wire-format.ts';
import { preparePasswordLogin, submitPassword } from '@/session/login.ts';
import { sessionStore } from '@/session/store.ts';
import { fieldSlotRecipe } from '@/ui/late-recipes.ts';
import { PasswordControlDialog } from '../overlays.tsx';

const GATEWAY_KEY = import.meta.env.VITE_GATEWAY_SM2_PUBLIC_KEY ?? '';

export function PasswordStep() {
  const { t } = useTranslation();
  const [prepared, setPrepared] = useState<Awaited<ReturnType<typeof preparePasswordLogin>>>();
  /** The server's words (a clock refusal), or the login service being unavailable (ours, in the current language). */
  const [error, setError] = useState<{ message: string } | 'unavailable'>();
  const [busy, setBusy] = useState(false);
  const message = useStore(sessionStore, (s) => s.flow.message);
  const errorNum = useStore(sessionStore, (s) => s.flow.errorNum);
  const [attempt, setAttempt] = useState(0);
  // a login to retry (its user could not be read) shows the name it was made with
  const [typedLogin] = useState(() => sessionStore.getState().flow.login ?? '');
  const [controlFailed, setControlFailed] = useState(false);
  // a new random factor and image code for each attempt (and on request)
  useEffect(() => {
    let current = true;
    // the password control: the server's random factor and the SM2 code that encrypts with it
    Promise.all([preparePasswordLogin(), import('@/protocol/crypto/password.ts')]).then(
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
          setError({ message: error.message });
          return;
        }
        setError('unavailable');
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
    <form onSubmit={onSubmit} aria-label={t('login.password')}>
      <Stack gap="3">
        <Field.Root recipe={fieldSlotRecipe} required>
          <Field.Label>{t('login.userName')}</Field.Label>
          <Input name="login" autoComplete="username" maxLength={32} defaultValue={typedLogin} data-testid="login-name" />
        </Field.Root>
        <Field.Root recipe={fieldSlotRecipe} required>
          <Field.Label>{t('login.loginPassword')}</Field.Label>
          {/* the password control: the value is encrypted before it leaves the page */}
          <Input name="password" type="password" autoComplete="current-password" maxLength={32} data-testid="login-password" />
        </Field.Root>
        <Field.Root recipe={fieldSlotRecipe} required>
          <Field.Label>{t('login.imageCode')}</Field.Label>
          <HStack>
            <Input name="imageCode" maxLength={6} data-testid="login-image-code" />
            {prepared?.imageData ? <Image src={prepared.imageData} alt={t('login.imageCode')} h="8" w="20" onClick={refresh} /> : null}
          </HStack>
        </Field.Root>
        {message || error ? <Text color="fg.error" role="alert" data-testid="login-error">{message ?? (error === 'unavailable' ? t('login.unavailable') : error?.message)}</Text> : null}
        <Button type="submit" colorPalette="red" loading={busy} disabled={!prepared} data-testid="login-submit">
          {t('home.login')}
        </Button>
      </Stack>
      <PasswordControlDialog open={controlFailed} onClose={() => setControlFailed(false)} onRetry={refresh} />
    </form>
  );
}
