import type { Catalogue } from './zh-CN.ts';

export const enUS: Catalogue = {
  app: {
    productName: 'Enterprise Interconnection Service',
    bankName: 'Rural Commercial Bank',
    loading: 'Please wait...',
  },
  dialog: {
    title: 'Notice',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  error: {
    title401: '401',
    title404: '404',
    noPermission:
      'You have no operation permission and cannot continue, contact the enterprise administrator',
    notFound: 'Sorry, the page you visited does not exist',
    backHome: 'Back to home',
  },
  session: {
    safeExit: 'Safe exit',
    confirmExit: 'Exit corporate online banking?',
    exitSucceeded: 'Exit succeeded',
  },
  home: {
    title: 'Home',
    welcome: 'Welcome to corporate online banking',
  },
};
