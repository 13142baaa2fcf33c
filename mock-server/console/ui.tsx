/** Small helpers the console's tabs share: polling a control call, a labelled select, a message line. */
import { Box, Input, NativeSelect, Text } from '@chakra-ui/react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { control } from './api.ts';

/**
 * A control call's answer, asked again every `everyMs` (and by `refresh`); the last error as text.
 * The poll skips a turn while a call is on its way.
 */
export function usePoll<T>(
  load: () => Promise<T>,
  everyMs: number,
): { data: T | undefined; error: string | undefined; refresh: () => void } {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const busy = useRef(false);
  const current = useRef(load);
  current.current = load;
  const refresh = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    current.current().then((value) => {
      setData(value);
      setError(undefined);
    }, (e: unknown) => {
      setError(e instanceof Error ? e.message : String(e));
    }).finally(() => {
      busy.current = false;
    });
  }, []);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, everyMs);
    return () => {
      clearInterval(timer);
    };
  }, [refresh, everyMs]);
  return { data, error, refresh };
}

export function Select(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  testId?: string;
  width?: string;
}): ReactNode {
  return (
    <Box as="label" display="inline-flex" flexDirection="column" gap="1" fontSize="sm" width={props.width ?? '48'}>
      <span>{props.label}</span>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          data-testid={props.testId}
          value={props.value}
          onChange={(e) => {
            props.onChange(e.currentTarget.value);
          }}
        >
          {props.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}

/** A result or an error line under a form. */
export function Note({ text, error }: { text?: string | undefined; error?: string | undefined }): ReactNode {
  if (error) return <Text color="red.600" fontSize="sm" data-testid="console-error">{error}</Text>;
  return text ? <Text color="green.700" fontSize="sm" data-testid="console-note">{text}</Text> : null;
}

export const pretty = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** A labelled text input. */
export function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
  width?: string;
  placeholder?: string;
  list?: string;
}): ReactNode {
  const change = (e: { currentTarget: { value: string } }) => {
    props.onChange(e.currentTarget.value);
  };
  return (
    <Box as="label" display="inline-flex" flexDirection="column" gap="1" fontSize="sm">
      <span>{props.label}</span>
      <Input
        size="sm"
        width={props.width ?? '40'}
        value={props.value}
        data-testid={props.testId}
        placeholder={props.placeholder}
        list={props.list}
        onChange={change}
      />
    </Box>
  );
}

/**
 * A control call from a button: on success its note and the views to load again, on failure why. The
 * note and the error are the tab's to show.
 */
export function useControlAction(...refresh: Array<() => void>): {
  note: string | undefined;
  error: string | undefined;
  act: (path: string, body: unknown, text: string) => void;
} {
  const [note, setNote] = useState<string>();
  const [error, setError] = useState<string>();
  const act = (path: string, body: unknown, text: string) => {
    control(path, body).then(() => {
      setError(undefined);
      setNote(text);
      for (const again of refresh) again();
    }, (e: unknown) => {
      setNote(undefined);
      setError(e instanceof Error ? e.message : String(e));
    });
  };
  return { note, error, act };
}
