/**
 * Photos are made to fit before they are sent: a phone's camera photo (14 MB, 6000×4000) is
 * turned upright (its EXIF orientation applied), scaled to PHOTO_UPLOAD_LONG_EDGE on the long
 * edge and encoded as WebP or JPEG, so it fits the server's 5 MB limit and takes a fraction of
 * the time on a phone network. A photo that already fits is sent as it is (the server turns it
 * upright when it re-encodes it).
 */
import { IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES, PHOTO_UPLOAD_LONG_EDGE } from '@rentnaija/shared';

export interface PreparePhotoOptions {
  /** Longest edge to send, in pixels. */
  longEdge?: number;
  /** The server's limit in bytes. */
  maxBytes?: number;
  /** Types the server takes as they are. */
  accepted?: readonly string[];
  /** Types to encode a resized photo as, in order of preference (the first the browser makes). */
  encodeAs?: readonly ('image/webp' | 'image/jpeg')[];
}

/** The photo cannot be made to fit (unreadable, or too large even after resizing): a retry fails too. */
export class PhotoPreparationError extends Error {
  override readonly name = 'PhotoPreparationError';
}

export const PREPARE_MESSAGES = {
  unreadable: 'This photo could not be read. Choose a JPG, PNG or WebP photo.',
  stillTooLarge: 'This photo is still over 5 MB after resizing. Choose a smaller photo.',
} as const;

/** What to do with a photo of this size, weight and type. */
export interface ResizePlan {
  resize: boolean;
  width: number;
  height: number;
}

/**
 * Resize when the photo is larger than `longEdge`, heavier than `maxBytes`, or of a type the
 * server does not take (the browser can read it, so it is re-encoded). Never enlarges.
 */
export function planPhotoResize(
  photo: { width: number; height: number; bytes: number; type: string },
  {
    longEdge = PHOTO_UPLOAD_LONG_EDGE,
    maxBytes = MAX_UPLOAD_BYTES,
    accepted = IMAGE_MIME_TYPES,
  }: PreparePhotoOptions = {},
): ResizePlan {
  const scale = Math.min(1, longEdge / Math.max(photo.width, photo.height));
  const width = Math.max(1, Math.round(photo.width * scale));
  const height = Math.max(1, Math.round(photo.height * scale));
  const resize = scale < 1 || photo.bytes > maxBytes || !accepted.includes(photo.type);
  return { resize, width, height };
}

/** Qualities tried in turn until the photo fits `maxBytes`. */
const QUALITIES = [0.85, 0.75, 0.6];

async function encode(
  bitmap: ImageBitmap,
  { width, height }: ResizePlan,
  type: string,
  quality: number,
): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    draw(ctx, bitmap, width, height);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  draw(ctx, bitmap, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

function draw(
  ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  // Transparent PNGs on white, as the server shows them.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, width, height);
}

const EXTENSIONS: Record<string, string> = { 'image/webp': '.webp', 'image/jpeg': '.jpg' };

const renamed = (name: string, type: string) =>
  `${name.replace(/\.[^.]+$/, '') || 'photo'}${EXTENSIONS[type] ?? ''}`;

/**
 * The photo to send for `file`: itself when it fits, otherwise an upright, resized WebP or JPEG
 * under `maxBytes`. Throws PhotoPreparationError when that cannot be done.
 */
export async function preparePhoto(file: File, options: PreparePhotoOptions = {}): Promise<File> {
  const {
    maxBytes = MAX_UPLOAD_BYTES,
    accepted = IMAGE_MIME_TYPES,
    encodeAs = ['image/webp', 'image/jpeg'],
  } = options;
  const fits = file.size <= maxBytes && accepted.includes(file.type);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // A browser that cannot draw it: the server decides on what fits, nothing else can be sent.
    if (fits) return file;
    throw new PhotoPreparationError(PREPARE_MESSAGES.unreadable);
  }
  try {
    const plan = planPhotoResize(
      { width: bitmap.width, height: bitmap.height, bytes: file.size, type: file.type },
      options,
    );
    if (!plan.resize) return file;
    for (const type of encodeAs) {
      for (const quality of QUALITIES) {
        const blob = await encode(bitmap, plan, type, quality);
        // A browser that cannot make this type answers with PNG: try the next type.
        if (!blob || blob.type !== type) break;
        if (blob.size <= maxBytes) {
          return new File([blob], renamed(file.name, type), {
            type,
            lastModified: file.lastModified,
          });
        }
      }
    }
    if (fits) return file;
    throw new PhotoPreparationError(PREPARE_MESSAGES.stillTooLarge);
  } finally {
    bitmap.close();
  }
}
