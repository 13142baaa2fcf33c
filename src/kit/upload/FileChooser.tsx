import { Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { Data } from '@/ui/data.tsx';

/**
 * A file input that says what was chosen, in the page's language (issue 49 item 5): the browser's own
 * input says "No file chosen" in the browser's language, and said it right after a file was chosen,
 * since its value is cleared so that the same file, corrected and saved again, can be chosen again.
 * The native input stays (its label, `setInputFiles` in the tests), hidden; a button opens it and the
 * text beside it names the chosen file (the name as it is sent: src/protocol/file-name.ts).
 */
export function FileChooser({ id, label, accept, chosen, onChoose, testId }: {
  /** The native input's id: the field's label points at it. */
  id: string;
  /** The field's label, said with the button's name (not as an aria-label: the field's label names the input). */
  label: string;
  accept: string;
  /** The chosen file's name as shown; undefined when none is chosen. */
  chosen: string | undefined;
  onChoose: (file: File | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const nameId = useId();
  return (
    <HStack gap="3" wrap="wrap">
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ''; // the same file, corrected and saved again, can be chosen again
          onChoose(file);
        }}
        data-testid={testId}
      />
      {/* the field's name in the button's own name, said but not shown: the label belongs to the input */}
      <Button size="sm" variant="outline" aria-describedby={nameId} onClick={() => input.current?.click()} data-testid={`${testId}-choose`}>
        {t('kit.upload.chooseFile')}
        <VisuallyHidden>{t('kit.upload.chooseFileFor', { label })}</VisuallyHidden>
      </Button>
      <Text id={nameId} fontSize="sm" color={chosen === undefined ? 'fg.muted' : undefined} data-testid={`${testId}-name`}>
        {chosen === undefined ? t('kit.upload.noFile') : <Data>{chosen}</Data>}
      </Text>
    </HStack>
  );
}
