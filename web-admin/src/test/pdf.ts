import * as napi from '@napi-rs/canvas';
import { Blob as NodeBlob } from 'node:buffer';

/** A one-page PDF with one line of text in Helvetica, as a Blob that can be read back. */
export function onePagePdf(line: string): Blob {
  const text = `BT /F1 28 Tf 56 770 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // jsdom's Blob cannot be read back as bytes; Node's can, as a browser's can.
  return new NodeBlob([pdf], { type: 'application/pdf' }) as unknown as Blob;
}

/**
 * Lets pdf.js draw in jsdom as it does in a browser: canvases get a real 2D context (from
 * @napi-rs/canvas, which also gives the geometry classes jsdom lacks), and pdf.js runs its
 * worker's code in this thread. Answers how many dark pixels a canvas holds, to tell a drawn
 * page from a blank one, and a function that gives canvases back their jsdom context (drawing
 * is slow: other tests need not pay for it).
 */
export async function drawPdfsInJsdom(): Promise<{
  inkOf: (canvas: HTMLElement) => number;
  restore: () => void;
}> {
  const original = HTMLCanvasElement.prototype.getContext;
  Object.assign(globalThis, {
    DOMMatrix: napi.DOMMatrix,
    Path2D: napi.Path2D,
    ImageData: napi.ImageData,
    pdfjsWorker: await import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  });
  const backing = new WeakMap<HTMLCanvasElement, napi.Canvas>();
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
    let canvas = backing.get(this);
    if (!canvas || canvas.width !== this.width || canvas.height !== this.height) {
      canvas = napi.createCanvas(this.width, this.height);
      backing.set(this, canvas);
    }
    return canvas.getContext('2d');
  } as unknown as HTMLCanvasElement['getContext'];
  const inkOf = (element: HTMLElement) => {
    const canvas = backing.get(element as HTMLCanvasElement);
    if (!canvas) return 0;
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && data[i] < 128) dark += 1;
    return dark;
  };
  const restore = () => {
    HTMLCanvasElement.prototype.getContext = original;
  };
  return { inkOf, restore };
}
