/**
 * Who may do what (spec 000 §6, docs/dual-control.md): a persona below the level a call needs is
 * refused by the gateway whatever the page shows (AU0403 for the account list, SG0003 for a signed
 * transaction), a user who is not the company administrator is refused enterprise management
 * (AU0403), and an operator cannot approve their own instruction (AU2002).
 */
import { decision, submitTransfer } from '../dual-control.ts';
import { signAndSend, transferValues } from '../money.ts';
import { signTransaction } from '../signing.ts';
import { sessionWith } from '../kit.ts';
import { call } from '../wire.ts';
import { freshLogin, freshSession, PROBE_AMOUNT, type Probe } from './common.ts';

const refusal = (status: string) => ({ kind: 'refusal', status }) as const;

const aboveLevel: Probe = {
  name: 'above-level', family: 'access',
  title: 'a persona is refused what its level or role does not allow (AU0403, SG0003)',
  async run(kit, rec) {
    const low = await freshSession(kit, rec, 'low-level');
    if (low) {
      await rec.expect(await call(low.browser, 'accountListQry', {}, `account list as ${low.persona.name}`), refusal('AU0403'));
      const [from = '', to = ''] = kit.config.testAccounts;
      const signing = await signTransaction(low, kit.signer, 'transferSub', transferValues(kit, from, to, PROBE_AMOUNT));
      const label = `a signed transfer as ${low.persona.name}`;
      if ('problem' in signing) {
        // the gateway may refuse already the challenge: that refusal must be the level's
        const [challenge] = signing.exchanges;
        if (challenge) await rec.expect(challenge, refusal('SG0003'));
        else rec.fail(label, signing.problem);
      } else {
        rec.add(...signing.exchanges);
        await rec.expect(await call(low.browser, 'transferSub', signing.body, label), refusal('SG0003'));
      }
    }
    const user = sessionWith(kit, 'transactor');
    if ('problem' in user) {
      rec.skip('enterprise management', user.problem);
      return;
    }
    const admin = `${user.persona.name} is a company administrator`;
    if (user.user.COMP_USER_TYPE === '1') {
      rec.skip('enterprise management', admin);
      return;
    }
    await rec.expect(await call(user.browser, 'enterpriseUserListQry', inputs(kit), `enterprise management as ${user.persona.name}`), refusal('AU0403'));
  },
};

const inputs = (kit: Parameters<Probe['run']>[0]) => ({ ...kit.contract.example('enterpriseUserListQry'), ...(kit.config.inputs.enterpriseUserListQry ?? {}) });

const ownApproval: Probe = {
  name: 'dual-control-own-approval', family: 'access',
  title: 'an operator who is also an approver cannot approve their own instruction (AU2002); they may withdraw it',
  async run(kit, rec) {
    const both = kit.personas.find((p) => p.roles.includes('operator') && p.roles.includes('approver'));
    if (!both) {
      rec.skip('own approval', 'needs a persona who is both operator and approver (roles)');
      return;
    }
    const operator = await freshLogin(kit, rec, both, 'operator and approver');
    const submitted = operator && (await submitTransfer(kit, rec, operator, 'the operator\'s transfer'));
    if (!operator || !submitted) return;
    const booked = `the transfer was booked at once (TRANS_STATUS ${submitted.status}): nothing waits for approval`;
    if (submitted.status !== '1') {
      rec.skip('own approval', booked);
      return;
    }
    const own = await signAndSend(kit, rec, operator, 'transAuthSubmit', decision(submitted, '1'), 'approve own');
    if (own) await rec.expect(own.ex, refusal('AU2002'));
    const withdrawn = await signAndSend(kit, rec, operator, 'transAuthSubmit', decision(submitted, '0'), 'withdraw');
    if (withdrawn) await rec.expect(withdrawn.ex, { kind: 'success' });
  },
};

export const ACCESS_PROBES: readonly Probe[] = [aboveLevel, ownApproval];
