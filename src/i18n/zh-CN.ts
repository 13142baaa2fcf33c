/** zh-CN, the default catalogue. Texts the spec gives verbatim are kept verbatim (spec 000 §8, §9). */
export const zhCN = {
  app: {
    productName: '企业互联服务',
    bankName: '农村商业银行',
    loading: '请稍候...',
  },
  dialog: {
    title: '提示',
    confirm: '确定',
    cancel: '取消',
  },
  error: {
    title401: '401',
    title404: '404',
    noPermission: '您没有操作权限，无法继续操作，请联系企业管理员',
    notFound: '抱歉，您访问的页面不存在',
    backHome: '返回首页',
  },
  session: {
    safeExit: '安全退出',
    confirmExit: '确定要安全退出企业网上银行吗？',
    exitSucceeded: '退出成功',
  },
  home: {
    title: '首页',
    welcome: '欢迎使用企业网上银行',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** Every catalogue has exactly the keys of zh-CN. */
export type Catalogue = Widen<typeof zhCN>;
