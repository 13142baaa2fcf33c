import { Fragment, type ReactNode } from 'react';

/**
 * Data as the bank or the user wrote it (a name, a bank, an account, an announcement, a signed value),
 * marked translate="no": a browser's translator leaves it as it is (what is signed is shown as it is
 * signed), and the en-US checks tell it from the portal's own texts. A native span: Chakra reads a
 * `translate` prop as the CSS property.
 */
export function Data({ children }: { children: ReactNode }) {
  return <span translate="no">{children}</span>;
}

const PLACEHOLDER = /(\{\{\s*\w+\s*\}\})/;

/**
 * A catalogue text (`t(key)` without values: its {{name}} placeholders kept) with React nodes in its
 * placeholders: data marked with <Data> inside a sentence of the portal's own. A placeholder without a
 * node stays as it is (visible, never blank).
 */
export function fillNodes(template: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return template.split(PLACEHOLDER).filter((part) => part !== '').map((part, i) => {
    const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name !== undefined && Object.hasOwn(nodes, name) ? nodes[name] : part}</Fragment>;
  });
}
