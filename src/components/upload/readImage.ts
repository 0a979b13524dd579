/** A decoded picture that can be drawn on a canvas. */
export interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  /** Frees the decoded pixels. */
  release: () => void;
}

function decodeWithImageElement(file: Blob): Promise<DecodedImage> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () =>
      resolve({
        source: image,
        width: image.naturalWidth,
        height: image.naturalHeight,
        release: () => URL.revokeObjectURL(url),
      });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The image could not be decoded'));
    };
    image.src = url;
  });
}

/**
 * Decodes an image file to learn its pixel size and to crop from it. Uses createImageBitmap
 * where the browser has it (off the main thread, honours EXIF orientation) and an <img>
 * element otherwise. Rejects when the file is not a readable image.
 */
export async function readImage(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap !== 'function') return decodeWithImageElement(file);
  const bitmap = await createImageBitmap(file);
  return {
    source: bitmap,
    width: bitmap.width,
    height: bitmap.height,
    release: () => bitmap.close(),
  };
}
