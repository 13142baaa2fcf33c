/**
 * TEST-ONLY: the software signer of development and test builds (`VITE_SIGNER=software`, set by
 * .env.development and .env.test). It signs with the TEST-ONLY U盾 key of test-keys/ as the
 * logged-in user's bound certificate (UserInfo.CERT_SN; every mock persona shares that key). This
 * module is imported only in the branch of signers.ts that Vite keeps for those builds; a production
 * build that carries it, or the key, fails (build/vite/no-test-signer.ts).
 *
 * For browser tests it can play a missing or a refusing key: localStorage `eis.test.signer` set to
 * `absent` (no key: the install guidance) or `cancel` (the user cancels at the key's PIN prompt); or
 * hand over to a local key agent: `agent:<port>` (testSigner; the reference agent is
 * mock-server/agent/signer-agent.ts). Each signature shows the step a real key's prompt takes
 * (./test-signing-step.ts: 测试签名：已使用测试证书签名).
 */
import testKey from '../../test-keys/ukey-sm2-private.hex?raw';
import { browserStorage } from '@/api/browser-storage.ts';
import { agentSigner } from './agent-signer.ts';
import { sessionStore } from '@/session/store.ts';
import { type Signer, SignerError } from './signer.ts';
import { sm2Signer } from './sm2-signer.ts';
import { showTestSigningStep } from './test-signing-step.ts';

export const TEST_SIGNER_KEY = 'eis.test.signer';

export function softwareSigner(storage: () => Storage | undefined = () => browserStorage('local')): Signer {
  const inner = sm2Signer(testKey.trim(), () => sessionStore.getState().userInfo?.CERT_SN);
  const played = () => {
    const mode = storage()?.getItem(TEST_SIGNER_KEY);
    if (mode === 'absent') throw new SignerError('noKey');
    if (mode === 'cancel') throw new SignerError('cancelled');
  };
  return {
    async certSn() {
      played();
      return inner.certSn();
    },
    async sign(text) {
      played();
      const signature = await inner.sign(text);
      showTestSigningStep(); // where a real key would prompt, testers see that it signed (issue 49 item 7)
      return signature;
    },
  };
}

/** The signer of a development or test build: the software key, or the local agent `eis.test.signer` names. */
export function testSigner(storage: () => Storage | undefined = () => browserStorage('local')): Signer {
  const agent = /^agent:([0-9]{1,5})$/.exec(storage()?.getItem(TEST_SIGNER_KEY) ?? '');
  return agent ? agentSigner({ port: Number(agent[1]) }) : softwareSigner(storage);
}
