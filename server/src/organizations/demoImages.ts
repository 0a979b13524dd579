import { encodePng as png, type Rgb } from '../files/png';

/**
 * Images of the demo organization, drawn in code so the repository ships no binary assets:
 * a round logo and soft gradients for the title background and culture pictures. Each is a
 * real RGB PNG that passes the upload checks (magic bytes, header dimensions).
 */

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

const PURPLE: Rgb = [106, 27, 154];
const TEAL: Rgb = [15, 118, 110];
const WHITE: Rgb = [255, 255, 255];

/** A 400×400 logo: a purple-to-teal disc with a white ring, on white. */
export function demoLogo(): Buffer {
  const size = 400;
  const c = size / 2;
  return png(size, size, (x, y) => {
    const d = Math.hypot(x - c, y - c);
    if (d > 180) return WHITE;
    if (d > 118 && d < 138) return WHITE;
    return mix(PURPLE, TEAL, (x + y) / (2 * size));
  });
}

/** A 1920×600 title background: a calm diagonal gradient without text. */
export function demoBackground(): Buffer {
  return png(1920, 600, (x, y) => mix(TEAL, PURPLE, (x / 1920) * 0.8 + (y / 600) * 0.2));
}

/** An 800×600 culture picture in one of two palettes. */
export function demoCultureImage(variant: 0 | 1): Buffer {
  const [from, to]: [Rgb, Rgb] = variant === 0 ? [[255, 183, 77], PURPLE] : [[129, 199, 132], TEAL];
  return png(800, 600, (x, y) => mix(from, to, (Math.sin(x / 90) + 1) / 4 + y / 1200));
}
