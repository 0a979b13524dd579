import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEGABYTE } from '@contract/files';
import { ImageUpload } from './ImageUpload';
import type { ImageUploadProps } from './ImageUpload';
import type { UploadedFile } from './types';
import { deferred, fakeBitmap, fakeFile } from './testFiles';

const stored: UploadedFile = { id: 'file-1', url: '/files/old.png' };

function Field(props: Partial<ImageUploadProps> & { initial?: UploadedFile | null }) {
  const { initial = null, ...rest } = props;
  const [value, setValue] = useState<UploadedFile | null>(initial);
  return (
    <ImageUpload
      value={value}
      onChange={setValue}
      upload={jest.fn()}
      remove={jest.fn()}
      {...rest}
    />
  );
}

/** Makes the (canvas-mocked) browser decode the next image with this pixel size. */
function nextImageIs(width: number, height: number) {
  const bitmap = fakeBitmap(width, height);
  jest.mocked(createImageBitmap).mockResolvedValueOnce(bitmap);
  return bitmap;
}

const input = () => screen.getByLabelText('Profile picture file');

describe('ImageUpload', () => {
  beforeEach(() => jest.mocked(createImageBitmap).mockClear());

  it('refuses other file types with the spec message and uploads nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = jest.fn();
    render(<Field upload={upload} />);
    await user.upload(input(), fakeFile('anim.gif', 'image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent('jpeg, jpg, png files only');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses images over 15 MB before reading them', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.upload(input(), fakeFile('big.jpg', 'image/jpeg', 15 * MEGABYTE + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image must be 15 MB or smaller',
    );
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('refuses images smaller than 200x200 px and frees the decoded pixels', async () => {
    const user = userEvent.setup();
    const bitmap = nextImageIs(199, 400);
    render(<Field />);
    await user.upload(input(), fakeFile('small.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image must be at least 200x200 px',
    );
    expect(bitmap.close).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('accepts a .jfif picture even when the browser gives it no type', async () => {
    const user = userEvent.setup();
    nextImageIs(300, 300);
    render(<Field />);
    await user.upload(input(), fakeFile('scan.jfif', ''));
    expect(await screen.findByRole('dialog', { name: 'Crop picture' })).toBeInTheDocument();
  });

  it('crops, shows loading while uploading a JPEG blob, then shows the new picture', async () => {
    const user = userEvent.setup();
    nextImageIs(800, 600);
    const sending = deferred<{ id: string; url: string }>();
    const upload = jest.fn(() => sending.promise);
    render(<Field upload={upload} />);
    await user.upload(input(), fakeFile('me.jpeg', 'image/jpeg'));
    const dialog = await screen.findByRole('dialog', { name: 'Crop picture' });
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save picture' }));

    expect(await screen.findByRole('status')).toHaveTextContent('loading');
    expect(upload).toHaveBeenCalledTimes(1);
    const [blob, name] = upload.mock.calls[0] as unknown as [Blob, string];
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('image/jpeg');
    expect(name).toBe('me.jpg');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    sending.resolve({ id: 'file-2', url: '/files/me.jpg' });
    expect(await screen.findByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      '/files/me.jpg',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps PNG pictures as PNG so transparency survives', async () => {
    const user = userEvent.setup();
    nextImageIs(400, 400);
    const upload = jest.fn().mockResolvedValue({ id: 'f', url: '/files/logo.png' });
    render(<Field upload={upload} />);
    await user.upload(input(), fakeFile('logo.png', 'image/png'));
    await user.click(await screen.findByRole('button', { name: 'Save picture' }));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(upload.mock.calls[0][0].type).toBe('image/png');
    expect(upload.mock.calls[0][1]).toBe('logo.png');
  });

  it('uploads nothing when cropping is cancelled', async () => {
    const user = userEvent.setup();
    const bitmap = nextImageIs(400, 400);
    const upload = jest.fn();
    render(<Field upload={upload} />);
    await user.upload(input(), fakeFile('me.png', 'image/png'));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(upload).not.toHaveBeenCalled();
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('keeps the previous picture and says so when the upload fails', async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    nextImageIs(400, 400);
    const upload = jest.fn().mockRejectedValue(new Error('503'));
    render(<Field upload={upload} initial={stored} />);
    await user.upload(input(), fakeFile('new.png', 'image/png'));
    await user.click(await screen.findByRole('button', { name: 'Save picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be uploaded. Please try again.',
    );
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      '/files/old.png',
    );
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('shows loading while deleting, then an empty picture', async () => {
    const user = userEvent.setup();
    const deleting = deferred<void>();
    const remove = jest.fn(() => deleting.promise);
    render(<Field remove={remove} initial={stored} />);
    await user.click(screen.getByRole('button', { name: 'Delete profile picture' }));
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    expect(remove).toHaveBeenCalledWith('file-1');
    deleting.resolve();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('img', { name: 'Profile picture' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload profile picture' })).toBeEnabled();
  });

  it('keeps the picture and says so when deleting fails', async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<Field remove={jest.fn().mockRejectedValue(new Error('403'))} initial={stored} />);
    await user.click(screen.getByRole('button', { name: 'Delete profile picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be deleted. Please try again.',
    );
    expect(screen.getByRole('img', { name: 'Profile picture' })).toBeInTheDocument();
    log.mockRestore();
  });

  it('opens the file dialog from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const click = jest.spyOn(input(), 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Upload profile picture' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });
});
