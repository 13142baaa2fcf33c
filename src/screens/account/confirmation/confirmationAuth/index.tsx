import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /account/confirmation/confirmationAuth: 询证函授权.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to confirmationAuthSub.
 */
export default function ConfirmationAuthScreen() {
  return <SignedScreen operation="confirmationAuthSub" title="询证函授权" />;
}
