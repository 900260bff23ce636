import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@rentnaija/shared';
import { ApiError } from '../../api/errors';
import {
  isRetryableUpload,
  planPhotoResize,
  PhotoPreparationError,
  preparePhoto,
  PREPARE_MESSAGES,
  usePhotoQueue,
} from './index';

const MB = 1024 * 1024;
const phoneJpeg = (bytes = 14 * MB, name = 'IMG_2041.jpg', type = 'image/jpeg') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

describe('when a photo is resized before upload', () => {
  it('resizes a 14 MB 6000×4000 camera photo to 2,560 px on the long edge', () => {
    expect(
      planPhotoResize({ width: 6000, height: 4000, bytes: 14 * MB, type: 'image/jpeg' }),
    ).toEqual({ resize: true, width: 2560, height: 1707 });
    // Upright (portrait) photos keep their long edge at 2,560 px too.
    expect(
      planPhotoResize({ width: 3000, height: 4000, bytes: 3 * MB, type: 'image/jpeg' }),
    ).toEqual({ resize: true, width: 1920, height: 2560 });
  });

  it('sends a photo that already fits as it is, and never enlarges', () => {
    expect(
      planPhotoResize({ width: 1600, height: 1200, bytes: 900_000, type: 'image/jpeg' }),
    ).toEqual({ resize: false, width: 1600, height: 1200 });
  });

  it('re-encodes a small photo that is too heavy or of a type the server does not take', () => {
    const heavy = planPhotoResize({ width: 2000, height: 1500, bytes: 6 * MB, type: 'image/png' });
    expect(heavy).toEqual({ resize: true, width: 2000, height: 1500 });
    const heic = planPhotoResize({ width: 800, height: 600, bytes: MB, type: 'image/heic' });
    expect(heic.resize).toBe(true);
  });
});

describe('preparePhoto', () => {
  const drawn: { width: number; height: number; type: string; quality: number }[] = [];
  let bytesFor: (type: string, quality: number) => number;
  let makes: string[];
  let bitmap: { width: number; height: number; close: () => void } | Error;

  beforeEach(() => {
    drawn.length = 0;
    makes = ['image/webp', 'image/jpeg'];
    bytesFor = () => 1.2 * MB;
    bitmap = { width: 6000, height: 4000, close: vi.fn() };
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (_file: Blob, options: ImageBitmapOptions) => {
        expect(options.imageOrientation).toBe('from-image');
        if (bitmap instanceof Error) throw bitmap;
        return bitmap;
      }),
    );
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          public width: number,
          public height: number,
        ) {}
        getContext() {
          return { fillRect: vi.fn(), drawImage: vi.fn() };
        }
        async convertToBlob({ type, quality }: { type: string; quality: number }) {
          drawn.push({ width: this.width, height: this.height, type, quality });
          const made = makes.includes(type) ? type : 'image/png';
          const blob = new Blob(['x'], { type: made });
          Object.defineProperty(blob, 'size', { value: bytesFor(made, quality) });
          return blob;
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('turns a 14 MB camera photo into an upright 2,560 px WebP under the limit', async () => {
    const sent = await preparePhoto(phoneJpeg());
    expect(sent.type).toBe('image/webp');
    expect(sent.name).toBe('IMG_2041.webp');
    expect(sent.size).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    expect(drawn).toEqual([{ width: 2560, height: 1707, type: 'image/webp', quality: 0.85 }]);
  });

  it('makes a JPEG where the browser cannot make WebP, and lowers the quality until it fits', async () => {
    makes = ['image/jpeg'];
    bytesFor = (_type, quality) => (quality > 0.7 ? 6 * MB : 2 * MB);
    const sent = await preparePhoto(phoneJpeg());
    expect(sent.type).toBe('image/jpeg');
    expect(sent.name).toBe('IMG_2041.jpg');
    expect(drawn.map((d) => `${d.type} ${d.quality}`)).toEqual([
      'image/webp 0.85',
      'image/jpeg 0.85',
      'image/jpeg 0.75',
      'image/jpeg 0.6',
    ]);
  });

  it('sends a photo that fits untouched', async () => {
    bitmap = { width: 1200, height: 900, close: vi.fn() };
    const small = phoneJpeg(400_000);
    expect(await preparePhoto(small)).toBe(small);
    expect(drawn).toEqual([]);
  });

  it('refuses, for good, a large photo the browser cannot read or shrink enough', async () => {
    bitmap = new Error('not an image');
    await expect(preparePhoto(phoneJpeg())).rejects.toEqual(
      new PhotoPreparationError(PREPARE_MESSAGES.unreadable),
    );
    bitmap = { width: 6000, height: 4000, close: vi.fn() };
    bytesFor = () => 9 * MB;
    await expect(preparePhoto(phoneJpeg())).rejects.toEqual(
      new PhotoPreparationError(PREPARE_MESSAGES.stillTooLarge),
    );
  });
});

describe('isRetryableUpload', () => {
  it('offers a retry when the network or the server failed, not when the photo was refused', () => {
    expect(isRetryableUpload(new ApiError('offline', 0, 'NETWORK_ERROR'))).toBe(true);
    expect(isRetryableUpload(new ApiError('slow', 0, 'TIMEOUT'))).toBe(true);
    expect(isRetryableUpload(new ApiError('busy', 503, 'SERVICE_UNAVAILABLE'))).toBe(true);
    expect(isRetryableUpload(new ApiError('slow down', 429, 'RATE_LIMITED'))).toBe(true);
    expect(isRetryableUpload(new ApiError('too large', 413, 'FILE_TOO_LARGE'))).toBe(false);
    expect(isRetryableUpload(new ApiError('type', 415, 'UNSUPPORTED_MEDIA_TYPE'))).toBe(false);
    expect(isRetryableUpload(new ApiError('bad', 400, 'BAD_REQUEST'))).toBe(false);
    expect(isRetryableUpload(new ApiError('cancelled', 0, 'ABORTED'))).toBe(false);
    expect(isRetryableUpload(new PhotoPreparationError('unreadable'))).toBe(false);
  });
});

describe('usePhotoQueue', () => {
  afterEach(() => vi.unstubAllGlobals());

  const setup = (upload: (file: File) => Promise<string>) => {
    const stored: string[] = [];
    const hook = renderHook(() =>
      usePhotoQueue<string>({
        upload: (file, { onProgress }) => {
          onProgress?.(50);
          return upload(file);
        },
        onStored: (url) => stored.push(url),
      }),
    );
    return { hook, stored };
  };

  it('retries a photo whose upload lost the connection, with the same prepared file', async () => {
    const upload = vi
      .fn<(file: File) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('Could not reach RentNaija.', 0, 'NETWORK_ERROR'))
      .mockResolvedValueOnce('/uploads/properties/a.jpg');
    const { hook, stored } = setup(upload);
    const photo = phoneJpeg(300_000, 'a.jpg');
    act(() => hook.result.current.add([photo]));
    await waitFor(() => expect(hook.result.current.items[0]?.status).toBe('failed'));
    expect(hook.result.current.items[0]).toMatchObject({
      retryable: true,
      error: 'Upload failed: Could not reach RentNaija.',
    });
    act(() => hook.result.current.retry(hook.result.current.items[0].key));
    await waitFor(() => expect(stored).toEqual(['/uploads/properties/a.jpg']));
    expect(hook.result.current.items).toEqual([]);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1][0]).toBe(upload.mock.calls[0][0]);
  });

  it('does not offer or run a retry that can only fail (the server refused the photo)', async () => {
    const upload = vi
      .fn<(file: File) => Promise<string>>()
      .mockRejectedValue(new ApiError('Only JPG, PNG or WebP photos', 415, 'UNSUPPORTED'));
    const { hook } = setup(upload);
    act(() => hook.result.current.add([phoneJpeg(300_000, 'a.jpg')]));
    await waitFor(() => expect(hook.result.current.items[0]?.status).toBe('failed'));
    expect(hook.result.current.items[0].retryable).toBe(false);
    act(() => hook.result.current.retry(hook.result.current.items[0].key));
    await new Promise((r) => setTimeout(r, 20));
    expect(hook.result.current.items[0].status).toBe('failed');
    expect(upload).toHaveBeenCalledTimes(1);
    act(() => hook.result.current.remove(hook.result.current.items[0].key));
    expect(hook.result.current.items).toEqual([]);
  });

  it('does not offer a retry for a photo that cannot be made to fit', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new Error('unreadable')));
    const upload = vi.fn<(file: File) => Promise<string>>();
    const { hook } = setup(upload);
    act(() => hook.result.current.add([phoneJpeg()]));
    await waitFor(() => expect(hook.result.current.items[0]?.status).toBe('failed'));
    expect(hook.result.current.items[0]).toMatchObject({
      retryable: false,
      error: `Upload failed: ${PREPARE_MESSAGES.unreadable}`,
    });
    expect(upload).not.toHaveBeenCalled();
  });
});
