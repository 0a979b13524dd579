import { contrastRatio, foregroundFor, luminance } from './contrast';

describe('top bar contrast', () => {
  it('measures luminance and contrast the WCAG way', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000000')).toBeCloseTo(0);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#0f766e', '#ffffff')).toBeGreaterThan(4.5);
  });

  it('writes dark text on light colours and light text on dark ones', () => {
    expect(foregroundFor('#ffffff')).toBe('#000000');
    expect(foregroundFor('#ffeb3b')).toBe('#000000');
    expect(foregroundFor('#6a1b9a')).toBe('#ffffff');
    expect(foregroundFor('#0f766e')).toBe('#ffffff');
    expect(foregroundFor('not a colour')).toBe('#000000');
  });

  it('always reaches at least 4.5:1 against pure primaries and greys', () => {
    for (const colour of ['#ff0000', '#00ff00', '#0000ff', '#777777', '#888888', '#ffa500']) {
      expect(contrastRatio(colour, foregroundFor(colour))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
