/** What the splash says when the app's code could not be loaded (src/app/boot.ts, main.tsx). */
export const LOAD_FAILED_TEXT = '页面加载失败，请检查网络后刷新页面。';

/** Puts the message in index.html's splash, as text; nothing of the page is left blank. */
export function showLoadFailure(): void {
  const text = document.querySelector('.eis-boot-text');
  if (text) text.textContent = LOAD_FAILED_TEXT;
}
