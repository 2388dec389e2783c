import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileDrop, formatFileSize } from '../../src/components/FileDrop/index.js';
import * as stories from '../../src/components/FileDrop/FileDrop.stories.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const { WithError } = composeStories(stories);

const PROMPT = 'Click to choose a file, or drag it here';
const video = () => new File([new Uint8Array(1536)], 'intro.mp4', { type: 'video/mp4' });

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1536, '1.5 KB'],
    [10 * 1024, '10 KB'],
    [2.5 * 1024 * 1024, '2.5 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [-1, ''],
    [Number.NaN, ''],
  ])('%d bytes is %j', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it("writes the locale's decimal mark", () => {
    expect(formatFileSize(1536, 'de-DE')).toBe('1,5 KB');
    expect(formatFileSize(29 * 1024 * 1024, 'de-DE')).toBe('29 MB');
  });
});

describe('FileDrop', () => {
  it('is a labelled file input described by its prompt and hint', async () => {
    renderWithProviders(<FileDrop label="Upload File" accept="video/*" hint="Supported formats: MP4, MOV, AVI, MKV, WMV, FLV, WebM" />);
    const input = screen.getByLabelText('Upload File');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'video/*');
    expect(input).toHaveAccessibleDescription(`${PROMPT} Supported formats: MP4, MOV, AVI, MKV, WMV, FLV, WebM`);
    await expectNoAxeViolations();
  });

  it('is reachable with the keyboard', async () => {
    const { user } = renderWithProviders(<FileDrop label="Upload File" />);
    await user.tab();
    expect(screen.getByLabelText('Upload File')).toHaveFocus();
  });

  it('takes a chosen file and shows its name and size', async () => {
    const onFileChange = vi.fn();
    const { user } = renderWithProviders(<FileDrop label="Upload File" onFileChange={onFileChange} />);
    const file = video();
    await user.upload(screen.getByLabelText('Upload File'), file);
    expect(onFileChange).toHaveBeenCalledWith(file);
    expect(screen.getByText('intro.mp4')).toBeInTheDocument();
    expect(screen.getByText('1.5 KB')).toBeInTheDocument();
  });

  it('takes a dropped file as it is, without checking its type', () => {
    const onFileChange = vi.fn();
    renderWithProviders(<FileDrop label="Upload File" accept="video/*" onFileChange={onFileChange} />);
    const file = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    const zone = screen.getByText(PROMPT);
    fireEvent.dragEnter(zone);
    fireEvent.dragOver(zone);
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(onFileChange).toHaveBeenCalledTimes(1);
    expect(onFileChange.mock.calls[0]![0]).toBe(file);
    expect(screen.getByText('setup.exe')).toBeInTheDocument();
  });

  it('highlights the zone while a file is dragged over it, through nested elements', () => {
    renderWithProviders(<FileDrop label="Upload File" />);
    const prompt = screen.getByText(PROMPT);
    const zone = prompt.parentElement!;
    fireEvent.dragEnter(zone);
    fireEvent.dragEnter(prompt);
    fireEvent.dragLeave(prompt);
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.dragLeave(zone);
    expect(zone).toHaveAttribute('data-dragging', 'false');
    fireEvent.dragEnter(zone);
    fireEvent.drop(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute('data-dragging', 'false');
  });

  it('ignores drops while disabled', () => {
    const onFileChange = vi.fn();
    renderWithProviders(<FileDrop label="Upload File" disabled onFileChange={onFileChange} />);
    fireEvent.drop(screen.getByText(PROMPT), { dataTransfer: { files: [video()] } });
    expect(onFileChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Upload File')).toBeDisabled();
  });

  it('removes the chosen file', async () => {
    const onFileChange = vi.fn();
    const { user } = renderWithProviders(<FileDrop label="Upload File" defaultFile={video()} onFileChange={onFileChange} />);
    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(onFileChange).toHaveBeenCalledWith(null);
    expect(screen.queryByText('intro.mp4')).not.toBeInTheDocument();
  });

  it('shows the file its owner holds, so a reset clears it', async () => {
    function Owner() {
      const [file, setFile] = useState<File | null>(video());
      return (
        <>
          <FileDrop label="Upload File" file={file} onFileChange={setFile} />
          <button type="button" onClick={() => setFile(null)}>
            Reset
          </button>
        </>
      );
    }
    const { user } = renderWithProviders(<Owner />);
    expect(screen.getByText('intro.mp4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('intro.mp4')).not.toBeInTheDocument();
  });

  it('shows an error from the screen and marks the input invalid', async () => {
    renderWithProviders(<WithError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file type.');
    expect(screen.getByLabelText('Upload File')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('price-list.pdf')).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
