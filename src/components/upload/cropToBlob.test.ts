import { cropToBlob, MAX_OUTPUT_SIDE } from './cropToBlob';
import type { DecodedImage } from './readImage';
import { fakeBitmap } from './testFiles';

function decoded(width: number, height: number): DecodedImage {
  return { source: fakeBitmap(width, height), width, height, release: () => {} };
}

/** jest-canvas-mock encodes 4 bytes per pixel, so a square's side follows from the blob size. */
const side = (blob: Blob) => Math.sqrt(blob.size / 4);

describe('cropToBlob', () => {
  it('keeps the cropped area at its own pixel size', async () => {
    const blob = await cropToBlob(
      decoded(800, 600),
      { x: 0.1, y: 0, width: 0.5, height: 2 / 3 },
      'image/jpeg',
    );
    expect(blob.type).toBe('image/jpeg');
    expect(side(blob)).toBe(400);
  });

  it('never produces a picture under 200 px, even at the deepest zoom', async () => {
    const blob = await cropToBlob(
      decoded(300, 300),
      { x: 0.3, y: 0.3, width: 0.34, height: 0.34 },
      'image/png',
    );
    expect(blob.type).toBe('image/png');
    expect(side(blob)).toBe(200);
  });

  it('scales very large crops down to the maximum side', async () => {
    const blob = await cropToBlob(
      decoded(4000, 4000),
      { x: 0, y: 0, width: 1, height: 1 },
      'image/jpeg',
    );
    expect(side(blob)).toBe(MAX_OUTPUT_SIDE);
  });
});
