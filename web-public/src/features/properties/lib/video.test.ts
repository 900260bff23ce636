import { describe, expect, it } from 'vitest';
import { videoSource } from './video';

describe('videoSource', () => {
  it('embeds YouTube links of every shape', () => {
    const embed = { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual(embed);
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')).toEqual(embed);
    expect(videoSource('https://youtube.com/embed/dQw4w9WgXcQ')).toEqual(embed);
    expect(videoSource('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(embed);
  });

  it('embeds Google Drive files through their preview page', () => {
    expect(videoSource('https://drive.google.com/file/d/abc123/view?usp=sharing')).toEqual({
      kind: 'embed',
      src: 'https://drive.google.com/file/d/abc123/preview',
    });
    expect(videoSource('https://drive.google.com/open?id=xyz')).toEqual({
      kind: 'embed',
      src: 'https://drive.google.com/file/d/xyz/preview',
    });
  });

  it('plays anything else as a file', () => {
    expect(videoSource('/uploads/tour.mp4')).toEqual({ kind: 'file', src: '/uploads/tour.mp4' });
    expect(videoSource('https://cdn.example.com/a.webm')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/a.webm',
    });
    expect(videoSource('https://www.youtube.com/channel/x').kind).toBe('file');
  });
});
