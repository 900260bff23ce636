import { videoSource } from '../../lib/video';

/** The listing's video tour: YouTube and Drive links embedded, other links in a <video>. */
export function VideoTour({ url, title }: { url: string; title: string }) {
  const source = videoSource(url);
  if (source.kind === 'embed') {
    return (
      <iframe
        className="rp-tour__video"
        src={source.src}
        title={`Video tour of ${title}`}
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <video
      className="rp-tour__video"
      src={source.src}
      controls
      preload="metadata"
      aria-label={`Video tour of ${title}`}
    >
      <a href={source.src}>Download the video tour</a>
    </video>
  );
}
