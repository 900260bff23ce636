import { describe, expect, it } from 'vitest';
import { canZoomIn, canZoomOut, zoomIn, zoomLabel, zoomOut } from './zoom';

describe('tour zoom', () => {
  it('steps by 20% from 100%', () => {
    expect(zoomIn(1)).toBe(1.2);
    expect(zoomOut(1)).toBe(0.8);
  });

  it('reaches exactly 300% and stops there', () => {
    let z = 1;
    for (let i = 0; i < 10; i++) z = zoomIn(z);
    expect(z).toBe(3);
    expect(zoomIn(z)).toBe(3);
    expect(canZoomIn(z)).toBe(false);
    expect(zoomLabel(z)).toBe('300%');
  });

  it('stops at 50% going down', () => {
    expect(zoomOut(0.6)).toBe(0.5);
    expect(zoomOut(0.5)).toBe(0.5);
    expect(canZoomOut(0.5)).toBe(false);
    expect(canZoomOut(0.6)).toBe(true);
    expect(zoomLabel(zoomOut(zoomOut(1)))).toBe('60%');
  });

  it('never drifts with floating point', () => {
    let z = 1;
    for (let i = 0; i < 7; i++) z = zoomIn(z);
    for (let i = 0; i < 7; i++) z = zoomOut(z);
    expect(z).toBe(1);
  });
});
