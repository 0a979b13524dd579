/**
 * antd's `isBright` (antd/es/color-picker/components/ColorPresets.js), which antd's Button and
 * Tag styles import from the colour picker's presets panel. Importing it from there put the
 * presets panel and the whole Collapse component into every page's first download; webpack
 * resolves those two imports here instead (webpack.config.ts). Same logic, same inputs.
 */
import { FastColor } from '@ant-design/fast-color';

interface RgbColor {
  toRgb(): { r: number; g: number; b: number; a: number };
  toRgbString(): string;
}

export const isBright = (value: RgbColor, bgColorToken: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new FastColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) {
    // Adapted to dark mode
    return hsv.v > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
