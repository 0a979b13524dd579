import { MEGABYTE } from '@contract/files';
import {
  checkImageDimensions,
  checkImageFile,
  checkPdfFile,
  croppedFileName,
  fileExtension,
  formatFileSize,
} from './fileRules';
import { fakeFile } from './testFiles';

describe('file rules', () => {
  it('reads extensions case-insensitively', () => {
    expect(fileExtension('Photo.JPG')).toBe('jpg');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
  });

  it('accepts png, jpeg, jpg and jfif pictures up to 15 MB', () => {
    for (const name of ['a.png', 'a.jpeg', 'a.jpg', 'a.JFIF']) {
      const type = name.endsWith('png') ? 'image/png' : 'image/jpeg';
      expect(checkImageFile(fakeFile(name, type, 15 * MEGABYTE))).toBeNull();
    }
  });

  it('refuses a renamed file whose type the browser knows is not an image', () => {
    expect(checkImageFile(fakeFile('virus.png', 'application/x-msdownload'))).toBe(
      'jpeg, jpg, png files only',
    );
  });

  it('checks the minimum size and the pixel cap', () => {
    expect(checkImageDimensions(200, 200)).toBeNull();
    expect(checkImageDimensions(200, 199)).toBe('The image must be at least 200x200 px');
    expect(checkImageDimensions(8000, 6000)).toBe('The image is too large: at most 40 megapixels');
  });

  it('accepts only PDFs of at most 25 MB as CV', () => {
    expect(checkPdfFile(fakeFile('cv.PDF', 'application/pdf', 25 * MEGABYTE))).toBeNull();
    expect(checkPdfFile(fakeFile('cv.txt', 'text/plain'))).toBe('PDF files only');
    expect(checkPdfFile(fakeFile('cv.pdf', 'application/pdf', 25 * MEGABYTE + 1))).toBe(
      'The CV must be 25 MB or smaller',
    );
  });

  it('formats sizes for people', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(820 * 1024)).toBe('820 KB');
    expect(formatFileSize(2.45 * MEGABYTE)).toBe('2.5 MB');
  });

  it('names the cropped picture after the original with the new extension', () => {
    expect(croppedFileName('me.jfif', 'image/jpeg')).toBe('me.jpg');
    expect(croppedFileName('logo.PNG', 'image/png')).toBe('logo.png');
    expect(croppedFileName('.png', 'image/png')).toBe('picture.png');
  });
});
