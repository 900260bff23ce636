import { renditionWidths } from './photo-renditions.js';

describe('photo rendition widths', () => {
  it('makes 400, 800 and 1600 px for a photo at least 1600 px wide', () => {
    expect(renditionWidths(4032)).toEqual([400, 800, 1600]);
    expect(renditionWidths(1600)).toEqual([400, 800, 1600]);
  });

  it('never enlarges: a narrower photo ends at its own width', () => {
    expect(renditionWidths(1200)).toEqual([400, 800, 1200]);
    expect(renditionWidths(960)).toEqual([400, 800, 960]);
    expect(renditionWidths(300)).toEqual([300]);
  });

  it('skips a standard width too close to the photo’s own', () => {
    expect(renditionWidths(850)).toEqual([400, 850]);
    expect(renditionWidths(450)).toEqual([450]);
  });
});
