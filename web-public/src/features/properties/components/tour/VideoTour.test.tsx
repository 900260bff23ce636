import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoTour } from './VideoTour';

const WATCH = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe('the video tour', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('embeds the player once its host answers', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null));
    vi.stubGlobal('fetch', fetch);
    render(<VideoTour url={WATCH} title="Flat" />);
    expect(await screen.findByTitle('Video tour of Flat')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(fetch).toHaveBeenCalledWith(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      expect.objectContaining({ mode: 'no-cors' }),
    );
  });

  it('offers a link to the video instead of a broken frame when its host cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    render(<VideoTour url={WATCH} title="Flat" />);
    const link = await screen.findByRole('link', { name: /Open the video tour on youtube\.com/ });
    expect(link).toHaveAttribute('href', WATCH);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByTitle('Video tour of Flat')).toBeNull();
  });

  it('offers the link when a video file cannot be played', async () => {
    render(<VideoTour url="https://cdn.example.com/tour.mp4" title="Flat" />);
    const video = screen.getByLabelText('Video tour of Flat');
    fireEvent.error(video);
    expect(
      await screen.findByRole('link', { name: /Open the video tour on cdn\.example\.com/ }),
    ).toHaveAttribute('href', 'https://cdn.example.com/tour.mp4');
  });
});
