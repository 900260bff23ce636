/**
 * The 360° view opens wide: the whole room first, zoom in from there. The viewer's field of view
 * is vertical, so on a phone held upright (a tall, narrow frame) its widest setting still shows
 * a narrow slice; the opening view is chosen so at least OPENING_HFOV degrees show across.
 */
export const PANORAMA_FOV = { min: 30, max: 120 } as const;
/** Degrees shown across when the view opens (as far as PANORAMA_FOV.max allows). */
export const OPENING_HFOV = 90;
/** Vertical degrees never exceeded on a wide screen, where more would only bend the walls. */
const WIDE_SCREEN_VFOV = 90;

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Horizontal field of view of a vertical one in a frame `aspect` (width / height). */
export const horizontalFov = (vFov: number, aspect: number) =>
  deg(2 * Math.atan(Math.tan(rad(vFov) / 2) * aspect));

/**
 * The viewer's zoom level (0 widest, 100 closest) to open at in a frame `aspect` wide: the
 * vertical field that shows OPENING_HFOV across, at least WIDE_SCREEN_VFOV, at most the widest.
 */
export function openingZoomLevel(aspect: number): number {
  const safe = Number.isFinite(aspect) && aspect > 0 ? aspect : 1;
  const needed = deg(2 * Math.atan(Math.tan(rad(OPENING_HFOV) / 2) / safe));
  const vFov = Math.min(PANORAMA_FOV.max, Math.max(WIDE_SCREEN_VFOV, needed));
  return ((PANORAMA_FOV.max - vFov) / (PANORAMA_FOV.max - PANORAMA_FOV.min)) * 100;
}
