import { describe, expect, it } from 'vitest';
import { horizontalFov, openingZoomLevel, PANORAMA_FOV } from './panorama';

const vFovAt = (level: number) =>
  PANORAMA_FOV.max + (level / 100) * (PANORAMA_FOV.min - PANORAMA_FOV.max);

describe('the 360° view opens wide', () => {
  it('opens a phone held upright at the widest setting, showing far more than a close-up', () => {
    const aspect = 390 / 700;
    expect(openingZoomLevel(aspect)).toBe(0);
    expect(horizontalFov(vFovAt(0), aspect)).toBeGreaterThan(80);
  });

  it('shows at least 90° across on a square or wide frame without bending the walls', () => {
    for (const aspect of [1, 4 / 3, 16 / 9, 2.4]) {
      const vFov = vFovAt(openingZoomLevel(aspect));
      expect(vFov).toBeLessThanOrEqual(90);
      expect(horizontalFov(vFov, aspect)).toBeGreaterThanOrEqual(90 - 1e-9);
    }
  });

  it('never opens closer than the old default, whatever size the frame reports', () => {
    for (const aspect of [0, NaN, 0.2, 1, 10]) {
      const level = openingZoomLevel(aspect);
      expect(level).toBeGreaterThanOrEqual(0);
      expect(level).toBeLessThanOrEqual(100 / 3 + 1e-9);
    }
  });
});
