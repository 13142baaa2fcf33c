// The file input says what was chosen, in the page's language (issue 49 item 5): the browser's own
// input said "No file chosen" right after a file was chosen (its value is cleared so that the same
// file, corrected, can be chosen again).
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { system } from '@/app/theme.ts';
import { FileChooser } from '@/kit/upload/FileChooser.tsx';

function Chooser() {
  const [chosen, setChosen] = useState<string>();
  return (
    <ChakraProvider value={system}>
      <label htmlFor="f">批量文件</label>
      <FileChooser id="f" label="批量文件" accept=".csv" chosen={chosen} onChoose={(file) => setChosen(file?.name)} testId="batch-file" />
    </ChakraProvider>
  );
}

describe('FileChooser', () => {
  it('says no file is chosen, then names the chosen one though the input is cleared for the next choice', () => {
    render(<Chooser />);
    expect(screen.getByTestId('batch-file-name').textContent).toBe('未选择文件');
    const input = screen.getByLabelText('批量文件');
    expect(input.tagName).toBe('INPUT');
    fireEvent.change(input, { target: { files: [new File(['a'], '11月工资.csv', { type: 'text/csv' })] } });
    expect(screen.getByTestId('batch-file-name').textContent).toBe('11月工资.csv');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('opens the hidden input from a button named for the field, described by what was chosen', () => {
    render(<Chooser />);
    const button = screen.getByTestId('batch-file-choose');
    expect(button.textContent).toBe('选择文件…（批量文件）');
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByTestId('batch-file-name').id);
    let opened = false;
    screen.getByTestId('batch-file').addEventListener('click', () => {
      opened = true;
    });
    fireEvent.click(button);
    expect(opened).toBe(true);
  });
});
