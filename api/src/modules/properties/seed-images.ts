import sharp from 'sharp';
import type { PropertyImage, UploadedPhoto } from '@rentnaija/shared';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { renderPhoto, storePhoto } from '../uploads/photo-renditions.js';

/**
 * Demo photos drawn by the project itself (no downloads, no hotlinks): simple SVG scenes of
 * building facades and rooms, rendered at seed time like an uploaded photo (JPEG, thumbnail and
 * WebP renditions).
 */
export type SceneKind = 'facade' | 'living' | 'bedroom' | 'kitchen';

/** What the front of a home looks like, by kind of home (see `FACADE_STYLE` in the seed). */
export type FacadeStyle = 'block' | 'tower' | 'house' | 'bungalow' | 'terrace' | 'villa';

/** Storeys, window columns, width and units side by side for each facade style. */
const STYLES: Record<
  FacadeStyle,
  { floors: number[]; cols: number; width: number; units: number }
> = {
  block: { floors: [3, 4], cols: 4, width: 440, units: 1 },
  tower: { floors: [6], cols: 3, width: 360, units: 1 },
  house: { floors: [2], cols: 3, width: 420, units: 1 },
  bungalow: { floors: [1], cols: 4, width: 560, units: 1 },
  terrace: { floors: [2], cols: 2, width: 210, units: 3 },
  villa: { floors: [2], cols: 5, width: 620, units: 1 },
};

const WALLS = ['#f4efe6', '#e9dcc9', '#dfe7ec', '#f1e3d3', '#e6eadf', '#efe6f0'];
const ACCENTS = ['#0f766e', '#b45309', '#1d4ed8', '#7c3aed', '#be123c', '#15803d'];
const FACADES = ['#f5f5f4', '#fde68a', '#fecaca', '#d9f99d', '#bae6fd', '#e7e5e4', '#fed7aa'];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

function facade(style: FacadeStyle, v: number): string {
  const shape = STYLES[style];
  const floors = shape.floors[v % shape.floors.length];
  const cols = shape.cols;
  const body = FACADES[(v * 3 + style.length) % FACADES.length];
  const accent = ACCENTS[(v + style.length) % ACCENTS.length];
  const storey = floors > 4 ? 80 : 110;
  const top = 560 - floors * storey;
  let s = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient></defs>`;
  s += rect(0, 0, 960, 640, 'url(#sky)');
  s += `<circle cx="${120 + ((v * 97) % 700)}" cy="90" r="42" fill="#fde047" opacity="0.9"/>`;
  s += rect(0, 560, 960, 80, '#a3a3a3') + rect(0, 600, 960, 40, '#4b5563');
  for (let t = 0; t < 3; t++) {
    const x = 40 + t * 400 + (v % 3) * 20;
    s += rect(x + 20, 430, 16, 130, '#78350f');
    s += `<circle cx="${x + 28}" cy="420" r="${46 + (t % 2) * 10}" fill="#166534"/>`;
  }
  const width = shape.width;
  const start = 480 - (width * shape.units) / 2;
  for (let u = 0; u < shape.units; u++) {
    const left = start + u * width;
    s += rect(left, top, width, 560 - top, body, 'stroke="#57534e" stroke-width="3"');
    // Blocks and towers have flat roofs with a parapet; houses have pitched roofs.
    s +=
      style === 'block' || style === 'tower'
        ? rect(left - 8, top - 14, width + 16, 14, accent)
        : `<polygon points="${left - 30},${top} ${left + width / 2},${top - 70} ${left + width + 30},${top}" fill="${accent}"/>`;
    const cw = width / cols;
    for (let f = 0; f < floors; f++) {
      const y = top + 25 + f * storey;
      const penthouse = style === 'tower' && f === 0;
      s += rect(left, y + storey - 32, width, 8, '#d6d3d1');
      for (let c = 0; c < cols; c++) {
        const x = left + c * cw + cw * 0.2;
        const isDoor = f === floors - 1 && c === Math.floor(cols / 2);
        const h = Math.min(60, storey - 50);
        if (isDoor) {
          s += rect(x, y + storey - 110 + 5, cw * 0.6, 80, '#78350f', 'rx="4"');
        } else {
          s += rect(
            x,
            y,
            cw * 0.6,
            penthouse ? h + 10 : h,
            penthouse ? '#0e7490' : '#1e3a5f',
            'rx="3" stroke="#f8fafc" stroke-width="4"',
          );
          s += rect(x, y, cw * 0.6, 22, '#60a5fa', 'opacity="0.5"');
        }
      }
    }
  }
  s += rect(760, 470, 150, 90, '#9ca3af', 'rx="6"') + rect(770, 480, 60, 50, '#374151');
  return s;
}

function room(kind: Exclude<SceneKind, 'facade'>, v: number, width = 960, height = 640): string {
  const wall = WALLS[v % WALLS.length];
  const accent = ACCENTS[(v + 2) % ACCENTS.length];
  const floorY = height * 0.68;
  let s = rect(0, 0, width, floorY, wall) + rect(0, floorY, width, height - floorY, '#a16207');
  for (let x = 0; x < width; x += 80) s += rect(x, floorY, 2, height - floorY, '#854d0e');
  const repeats = Math.max(1, Math.round(width / 960));
  for (let r = 0; r < repeats; r++) {
    const o = r * 960;
    s += rect(o + 620, 90, 240, 200, '#bae6fd', 'stroke="#f8fafc" stroke-width="10"');
    s += rect(o + 736, 90, 8, 200, '#f8fafc');
    s += rect(o + 600, 80, 24, 240, accent, 'opacity="0.8"');
    if (kind === 'living') {
      s += rect(o + 90, floorY - 150, 400, 110, accent, 'rx="18"');
      s += rect(o + 70, floorY - 190, 440, 70, accent, 'rx="18" opacity="0.85"');
      s += rect(o + 200, floorY + 30, 200, 26, '#57534e', 'rx="6"');
      s += rect(o + 110, 120, 160, 100, '#fef3c7', 'stroke="#78350f" stroke-width="6"');
      s += rect(o + 820, floorY - 230, 14, 230, '#44403c');
      s += `<ellipse cx="${o + 827}" cy="${floorY - 240}" rx="50" ry="26" fill="#fef9c3"/>`;
    } else if (kind === 'bedroom') {
      s += rect(o + 120, floorY - 120, 440, 120, '#f8fafc', 'rx="10"');
      s +=
        rect(o + 100, floorY - 220, 30, 220, '#78350f') +
        rect(o + 110, floorY - 200, 460, 40, '#78350f', 'rx="8"');
      s +=
        rect(o + 140, floorY - 150, 120, 40, '#e2e8f0', 'rx="14"') +
        rect(o + 280, floorY - 150, 120, 40, '#e2e8f0', 'rx="14"');
      s += rect(o + 300, floorY - 100, 260, 100, accent, 'rx="8" opacity="0.9"');
      s += rect(o + 60, floorY - 70, 36, 70, '#a8a29e');
    } else {
      s += rect(o + 60, floorY - 150, 520, 150, '#f8fafc', 'stroke="#a8a29e" stroke-width="3"');
      s += rect(o + 50, floorY - 160, 540, 16, '#44403c');
      for (let d = 0; d < 4; d++)
        s += rect(o + 75 + d * 128, floorY - 130, 110, 110, accent, 'opacity="0.75" rx="4"');
      s += rect(o + 60, 60, 520, 110, '#f8fafc', 'stroke="#a8a29e" stroke-width="3"');
      s += rect(o + 250, floorY - 196, 60, 36, '#9ca3af', 'rx="4"');
    }
  }
  return s;
}

function svg(body: string, width = 960, height = 640): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );
}

/** A scene stored like an uploaded photo: JPEG, thumbnail and WebP renditions for `srcset`. */
async function renderScene(storage: FileStorage, name: string, body: Buffer) {
  // Rasterise the SVG once; every rendition then resizes the same pixels.
  const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
  const pixels = sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
  return storePhoto(storage, await renderPhoto(pixels, { fast: true }), name);
}

/** A panorama is shown whole by the 360° viewer: one JPEG, no renditions. */
async function renderPanorama(storage: FileStorage, name: string, body: Buffer) {
  const large = await sharp(body).jpeg({ quality: 78 }).toBuffer();
  return storage.put(`properties/${name}.jpg`, large, 'image/jpeg');
}

export interface SeedPhotoLibrary {
  /** A room photo, or with `style` the front of that kind of home. */
  pick(kind: SceneKind, n: number, alt: string, style?: FacadeStyle): PropertyImage;
  panoramas: string[];
}

/** Renders the demo photo library once: several variants of each scene, and two panoramas. */
export async function renderSeedPhotos(storage: FileStorage): Promise<SeedPhotoLibrary> {
  const variants: Record<Exclude<SceneKind, 'facade'>, number> = {
    living: 4,
    bedroom: 4,
    kitchen: 3,
  };
  const jobs: Promise<[string, UploadedPhoto]>[] = [];
  for (const kind of Object.keys(variants) as Exclude<SceneKind, 'facade'>[]) {
    for (let v = 0; v < variants[kind]; v++) {
      const body = svg(room(kind, v));
      jobs.push(renderScene(storage, `demo-${kind}-${v + 1}`, body).then((r) => [kind, r]));
    }
  }
  for (const style of Object.keys(STYLES) as FacadeStyle[]) {
    for (let v = 0; v < 2; v++) {
      const body = svg(facade(style, v));
      const key = `facade-${style}`;
      jobs.push(renderScene(storage, `demo-${key}-${v + 1}`, body).then((r) => [key, r]));
    }
  }
  const panoramas = [0, 1].map((v) =>
    renderPanorama(
      storage,
      `demo-panorama-${v + 1}`,
      svg(room(v === 0 ? 'living' : 'bedroom', v + 3, 2048, 1024), 2048, 1024),
    ),
  );
  const library: Record<string, UploadedPhoto[]> = {};
  for (const [key, r] of await Promise.all(jobs)) (library[key] ??= []).push(r);
  const pano = await Promise.all(panoramas);
  return {
    pick: (kind, n, alt, style) => {
      const set = library[kind === 'facade' ? `facade-${style ?? 'house'}` : kind];
      return { ...set[n % set.length], alt };
    },
    panoramas: pano,
  };
}
