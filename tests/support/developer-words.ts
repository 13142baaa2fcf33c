/**
 * Words meant for developers that no customer should read (issue 49 item 3): a scaffold, what the
 * specification gives, business design still to come. Shared by the catalogue scan
 * (tests/unit/i18n/customer-words.test.ts) and the rendered pages' (tests/e2e/customer.test.ts).
 */
export const DEVELOPER_WORDS =
  /脚手架|待业务设计|规格仅|规格未|scaffold|business design|the specification gives|placeholder|TODO|lorem/i;
