import { Button, type ButtonProps } from '@chakra-ui/react';
import { type MouseEvent, useEffect, useRef, useState } from 'react';

/** The debounce rule's default (spec 000 §9): a button is disabled 1000 ms after a click. */
export const DEBOUNCE_MS = 1000;
/** The shell's buttons use 500 ms (spec 000 §9). */
export const SHELL_DEBOUNCE_MS = 500;

/**
 * A button that ignores clicks, and shows itself disabled, for `wait` ms after each click. While it
 * cools it is marked disabled (aria-disabled, data-disabled), not made so: a disabled button drops the
 * keyboard's focus to the page's body, so Enter on 安全退出 left the focus nowhere to come back to
 * (issue 49 item 1). A caller's own `disabled` stays the real one.
 */
export function DebouncedButton({ wait = DEBOUNCE_MS, onClick, disabled, ...props }: ButtonProps & { wait?: number }) {
  const [cooling, setCooling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const handle = (event: MouseEvent<HTMLButtonElement>) => {
    if (cooling) return;
    setCooling(true);
    timer.current = setTimeout(() => {
      setCooling(false);
    }, wait);
    onClick?.(event);
  };
  const marked = cooling ? { 'aria-disabled': true, 'data-disabled': '' } : {};
  return <Button {...props} {...marked} disabled={disabled === true} onClick={handle} />;
}
