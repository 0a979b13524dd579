import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEGABYTE } from '@contract/files';
import { PdfUpload } from './PdfUpload';
import type { PdfUploadProps } from './PdfUpload';
import type { UploadedFile } from './types';
import { deferred, fakeFile } from './testFiles';

function Field(props: Partial<PdfUploadProps> & { initial?: UploadedFile | null }) {
  const { initial = null, ...rest } = props;
  const [value, setValue] = useState<UploadedFile | null>(initial);
  return (
    <PdfUpload value={value} onChange={setValue} upload={jest.fn()} remove={jest.fn()} {...rest} />
  );
}

const input = () => screen.getByLabelText('CV file');

describe('PdfUpload', () => {
  it('says 25 MB in its helper text', () => {
    render(<Field />);
    expect(screen.getByText('PDF only, at most 25 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload CV' })).toHaveAccessibleDescription(
      'PDF only, at most 25 MB',
    );
  });

  it('refuses a file that is not a PDF by extension or by type', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = jest.fn();
    render(<Field upload={upload} />);
    await user.upload(input(), fakeFile('cv.docx', 'application/msword'));
    expect(await screen.findByRole('alert')).toHaveTextContent('PDF files only');
    await user.upload(input(), fakeFile('cv.pdf', 'image/png'));
    expect(screen.getByRole('alert')).toHaveTextContent('PDF files only');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a PDF over 25 MB and accepts one of exactly 25 MB', async () => {
    const user = userEvent.setup();
    const upload = jest.fn().mockResolvedValue({ id: 'cv-1', url: '/files/cv.pdf' });
    render(<Field upload={upload} />);
    await user.upload(input(), fakeFile('cv.pdf', 'application/pdf', 25 * MEGABYTE + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('The CV must be 25 MB or smaller');
    expect(upload).not.toHaveBeenCalled();
    await user.upload(input(), fakeFile('cv.pdf', 'application/pdf', 25 * MEGABYTE));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows loading while uploading, then a link to the file with its size', async () => {
    const user = userEvent.setup();
    const sending = deferred<{ id: string; url: string }>();
    const upload = jest.fn(() => sending.promise);
    render(<Field upload={upload} />);
    const file = fakeFile('Jane Doe CV.pdf', 'application/pdf', 2.5 * MEGABYTE);
    await user.upload(input(), file);
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    expect(upload).toHaveBeenCalledWith(file, 'Jane Doe CV.pdf');
    sending.resolve({ id: 'cv-1', url: '/files/abc.pdf' });
    const link = await screen.findByRole('link', { name: 'Jane Doe CV.pdf' });
    expect(link).toHaveAttribute('href', '/files/abc.pdf');
    expect(screen.getByText('(2.5 MB)')).toBeInTheDocument();
  });

  it('names a stored CV after its URL when the original name is unknown', () => {
    render(<Field initial={{ id: 'cv-1', url: '/files/2026-11/my%20cv.pdf' }} />);
    expect(screen.getByRole('link', { name: 'my cv.pdf' })).toBeInTheDocument();
  });

  it('shows loading while deleting, then no file', async () => {
    const user = userEvent.setup();
    const deleting = deferred<void>();
    const remove = jest.fn(() => deleting.promise);
    render(
      <Field remove={remove} initial={{ id: 'cv-1', url: '/files/cv.pdf', filename: 'cv.pdf' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete CV' }));
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    expect(remove).toHaveBeenCalledWith('cv-1');
    deleting.resolve();
    expect(await screen.findByRole('button', { name: 'Upload CV' })).toBeEnabled();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps the previous CV and says so when the upload fails', async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Field
        upload={jest.fn().mockRejectedValue(new Error('500'))}
        initial={{ id: 'cv-1', url: '/files/cv.pdf', filename: 'old.pdf' }}
      />,
    );
    await user.upload(input(), fakeFile('new.pdf', 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be uploaded. Please try again.',
    );
    expect(screen.getByRole('link', { name: 'old.pdf' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('File upload failed', expect.any(Error));
    log.mockRestore();
  });
});
