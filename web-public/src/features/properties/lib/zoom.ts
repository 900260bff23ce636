import { TOUR_ZOOM } from '@rentnaija/shared';

const round = (n: number) => Math.round(n * 100) / 100;

export function zoomIn(zoom: number): number {
  return Math.min(TOUR_ZOOM.max, round(zoom + TOUR_ZOOM.step));
}

export function zoomOut(zoom: number): number {
  return Math.max(TOUR_ZOOM.min, round(zoom - TOUR_ZOOM.step));
}

export const canZoomIn = (zoom: number) => zoom < TOUR_ZOOM.max;
export const canZoomOut = (zoom: number) => zoom > TOUR_ZOOM.min;

/** 1.2 → '120%'. */
export const zoomLabel = (zoom: number) => `${Math.round(zoom * 100)}%`;
