import { area, detail, type ManifestRoute } from './define.ts';

const { screen, to } = area('/workSpace');

/**
 * Work space (spec 001 §2 "/workSpace"). workSpaceList, the redirect's target, is not among the listed
 * children (the spec says its list is cut off): it is a screen here. Further cut-off children are not
 * guessed.
 */
export const workSpaceRoutes: readonly ManifestRoute[] = [
  to('', 'workSpaceList', '工作台'),
  screen('workSpaceList', '我的工作台', { operations: ['backlogListQry'] }),
  screen('backlogList', '待办事项', { operations: ['backlogListQry', 'transAuthSubmit'] }),
  screen('listDetial', '待办详情', { ...detail, operations: ['instructionDetailQry', 'transAuthSubmit', 'authRuleReview'] }),
  screen('eTransfer', '转账待办', { operations: ['backlogListQry'] }),
  screen('batchDetial', '批量业务明细', { ...detail, operations: ['batchDetailQry'] }),
  screen('eDetial', '业务详情', { ...detail, operations: ['instructionDetailQry', 'transAuthSubmit', 'authRuleReview'] }),
  screen('subscrible', '消息订阅', { operations: ['smsSignAdd', 'smsSignQry'] }),
];
