import { completeChinese } from '@/i18n/index.ts';

// The page loads zh-CN's rest with the first screen beyond the home page (issue 51 item 6); the node
// tests drive the signing flow, the kit's rules and the session against the mock without a page, so
// the messages they assert (spec 000 §8: the gateway's refusals in the bank's words) are all there.
await completeChinese();
