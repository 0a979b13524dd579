import { IMAGE_RULES } from '@contract/files';
import type { DecodedImage } from './readImage';

/** Largest side of an uploaded profile picture; bigger crops are scaled down. */
export const MAX_OUTPUT_SIDE = 1024;

/** Crop rectangle relative to the image (0–1), as react-avatar-editor reports it. */
export interface RelativeRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Draws the cropped square of `image` onto a canvas and encodes it. The side is kept between
 * the minimum the server accepts (200 px) and MAX_OUTPUT_SIDE, so a deep zoom never produces a
 * picture the server refuses as too small.
 */
export function cropToBlob(
  image: DecodedImage,
  rect: RelativeRect,
  type: 'image/png' | 'image/jpeg',
): Promise<Blob> {
  const sx = rect.x * image.width;
  const sy = rect.y * image.height;
  const sw = rect.width * image.width;
  const sh = rect.height * image.height;
  const side = Math.round(Math.min(MAX_OUTPUT_SIDE, Math.max(IMAGE_RULES.minWidth, sw)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas 2D context is not available'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(image.source, sx, sy, sw, sh, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
      type,
      0.9,
    );
  });
}
