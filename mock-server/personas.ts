/**
 * The mock's personas (documented in mock-server/README.md): one per attestation level, a company
 * administrator, one with several enterprises, one under an electronic-order block, and the four
 * people of an enterprise under dual control (an operator, two approvers of levels 1 and 2, the
 * administrator, and a second administrator who reviews relaxed rules). Every persona logs in with
 * the password TEST_PASSWORD, or with the token
 * `test-token-<login>`.
 */
import type { components } from '@/api/generated/paths';
import { testKeys } from './keys.ts';

type Schemas = components['schemas'];
export type Level = Schemas['UserInfo']['USER_INDVATTELVL'];

export interface Persona {
  login: string;
  user: Schemas['UserInfo'];
  enterprises: Array<Schemas['EnterpriseInfo']>;
  accounts: Array<Schemas['AccountItem']>;
  reserved: string;
  elecOrder: Schemas['ElecOrderCheck'];
  /** Menus this persona may open: 'all', or a list of root menu ids. */
  access: 'all' | string[];
  /** The serial number of this persona's U-key certificate (all test keys share test-keys/ukey-sm2-*.hex). */
  certSn: string;
  /** Operator (1), approver (2) or both (3); the approver's level (issue 36). */
  role: '1' | '2' | '3';
  level: '0' | '1' | '2';
}

export const TEST_PASSWORD = 'Eis@2026';

const LVGU: Schemas['EnterpriseInfo'] = {
  ORG_NO: '91330110MA2H3K4L5N',
  CUSTOMER_NAME: '浙江绿谷农业科技有限公司',
  GROUP_CUSTOMERATION: '浙江绿谷控股集团',
  LEGAL_REPRESENTATIVE: '李建国',
};
const HEYUAN: Schemas['EnterpriseInfo'] = {
  ORG_NO: '91330502MA2B7C8D9E',
  CUSTOMER_NAME: '湖州禾源生态农业有限公司',
  GROUP_CUSTOMERATION: '',
  LEGAL_REPRESENTATIVE: '周建华',
};
const HAILIAN: Schemas['EnterpriseInfo'] = {
  ORG_NO: '91330206MA2C1D2E3F',
  CUSTOMER_NAME: '宁波海联进出口有限公司',
  GROUP_CUSTOMERATION: '',
  LEGAL_REPRESENTATIVE: '孙海',
};
/** The enterprise under dual control (issue 36): transfers wait for its approvers. */
export const DUAL_CONTROL_ORG = '91330800MA2D4E5F6G';
const FENGSHOU: Schemas['EnterpriseInfo'] = {
  ORG_NO: DUAL_CONTROL_ORG,
  CUSTOMER_NAME: '浙江丰收茶业有限公司',
  GROUP_CUSTOMERATION: '',
  LEGAL_REPRESENTATIVE: '冯静',
};
const FENGSHOU_ACCOUNTS: Array<Schemas['AccountItem']> = [
  { ACCT_NO: '6230910000034567890', ACCT_NAME: FENGSHOU.CUSTOMER_NAME, ACCT_TYPE: '01', CURRENCY: 'CNY', BALANCE: '860000.00', OPEN_BRANCH: '浙江衢州柯城农村商业银行营业部' },
  { ACCT_NO: '6230910000045678901', ACCT_NAME: FENGSHOU.CUSTOMER_NAME, ACCT_TYPE: '02', CURRENCY: 'CNY', BALANCE: '30000.00', OPEN_BRANCH: '浙江衢州柯城农村商业银行府山支行' },
];
const dualControl = (role: '1' | '2' | '3', level: '0' | '1' | '2'): Partial<Persona> => ({
  enterprises: [FENGSHOU], accounts: FENGSHOU_ACCOUNTS, role, level, reserved: '丰收茶园',
});
const accounts = (name: string): Array<Schemas['AccountItem']> => [
  { ACCT_NO: '6230910000012345678', ACCT_NAME: name, ACCT_TYPE: '01', CURRENCY: 'CNY', BALANCE: '1285630.45', OPEN_BRANCH: '浙江余杭农村商业银行营业部' },
  { ACCT_NO: '6230910000023456789', ACCT_NAME: name, ACCT_TYPE: '02', CURRENCY: 'CNY', BALANCE: '500000.00', OPEN_BRANCH: '浙江余杭农村商业银行良渚支行' },
];
const NO_ORDER: Schemas['ElecOrderCheck'] = { IS_HAVE: 'N', TYPE: '1' };
const LAST = '2026-11-21 17:42:08';

function persona(
  login: string,
  name: string,
  id: string,
  level: Level,
  compType: string,
  extra: Partial<Persona> = {},
): Persona {
  const certSn = `5EED${id.replace(/\D/g, '').padStart(12, '0')}`;
  const authRole = extra.role ?? '3';
  const authLevel = extra.level ?? '2';
  return {
    login,
    user: {
      USER_ID: id, USER_NAME: name, USER_INDVATTELVL: level, COMP_USER_TYPE: compType,
      LAST_LOGIN_TIME: LAST, CERT_SN: certSn,
      // every persona's certificate holds the TEST-ONLY U-key's public key (test-keys/ukey-sm2-public.hex)
      CERT_PUBLIC_KEY: testKeys.ukeyPublic,
      // the gateway's default idle timeout (state.ts DEFAULT_SESSION_TTL_MS), for the portal's idle lock
      SESSION_TIMEOUT: 1800,
      AUTH_ROLE: authRole,
      AUTH_LEVEL: authLevel,
    },
    enterprises: level === 'A2' || level === 'A3' ? [] : [LVGU],
    accounts: level === 'A3S' || level === 'A3SP' ? accounts(LVGU.CUSTOMER_NAME) : [],
    reserved: '绿谷春耕',
    elecOrder: NO_ORDER,
    access: 'all',
    certSn,
    role: authRole,
    level: authLevel,
    ...extra,
  };
}

export const PERSONAS: readonly Persona[] = [
  persona('a2', '王芳', 'U000201', 'A2', '0', { access: ['10000000000', '11200000000'] }),
  persona('a3', '李强', 'U000301', 'A3', '0', { access: ['10000000000', '11200000000'] }),
  persona('a3p', '赵磊', 'U000302', 'A3P', '0', { access: ['10000000000', '10400000000', '11200000000', '11500000000'] }),
  persona('a3s', '陈晓东', 'U000305', 'A3S', '0'),
  persona('a3sp', '张敏', 'U000123', 'A3SP', '0'),
  persona('admin', '刘洋', 'U000100', 'A3SP', '1'),
  persona('multi', '周杰', 'U000400', 'A3SP', '1', { enterprises: [LVGU, HEYUAN, HAILIAN] }),
  persona('eorder', '孙丽', 'U000500', 'A3S', '0', { elecOrder: { IS_HAVE: 'Y', TYPE: '2' } }),
  // dual control (issue 36): 浙江丰收茶业's operator, approvers and administrator
  persona('maker', '钱伟', 'U000601', 'A3SP', '0', dualControl('1', '0')),
  persona('checker1', '吴敏', 'U000602', 'A3SP', '0', dualControl('2', '1')),
  persona('checker2', '郑涛', 'U000603', 'A3SP', '0', dualControl('2', '2')),
  persona('dcadmin', '冯静', 'U000604', 'A3SP', '1', dualControl('3', '2')),
  // the second administrator who reviews a relaxed authorization rule (issue 48)
  persona('dcadmin2', '何平', 'U000605', 'A3SP', '1', dualControl('2', '1')),
];

export function personaByCert(certSn: string): Persona | undefined {
  return PERSONAS.find((p) => p.certSn === certSn);
}

export function personaByLogin(login: string): Persona | undefined {
  return PERSONAS.find((p) => p.login === login);
}
