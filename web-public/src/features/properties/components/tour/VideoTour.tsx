import { useEffect, useState } from 'react';
import { Alert, Spin } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { videoSource } from '../../lib/video';

/** How long the video's host may take to answer before the link is offered instead. */
export const VIDEO_HOST_TIMEOUT_MS = 8000;

type Reach = 'checking' | 'reachable' | 'unreachable';

/**
 * Whether the embedded player's host answers at all. A frame whose host cannot be reached shows
 * the browser's broken page and tells the page nothing, so the host is asked first (an opaque
 * request: only whether an answer came).
 */
function useHostReach(src: string, check: boolean): Reach {
  const [reach, setReach] = useState<Reach>(check ? 'checking' : 'reachable');
  useEffect(() => {
    if (!check) return;
    const controller = new AbortController();
    let current = true;
    const timer = setTimeout(() => controller.abort(), VIDEO_HOST_TIMEOUT_MS);
    setReach('checking');
    fetch(src, {
      method: 'HEAD',
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    }).then(
      () => current && setReach('reachable'),
      () => current && setReach('unreachable'),
    );
    return () => {
      current = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [src, check]);
  return reach;
}

const hostOf = (url: string) => {
  try {
    return new URL(url, window.location.href).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
};

/** The video cannot be played here: a link to it, to watch where it lives. */
function VideoLink({ url }: { url: string }) {
  const host = hostOf(url);
  return (
    <div className="rp-tour__video-fallback">
      <Alert
        type="info"
        showIcon
        role="status"
        title="The video tour cannot be played here"
        description={
          <>
            <p>{host ? `${host} could not be reached from here.` : 'The video could not load.'}</p>
            <a href={url} target="_blank" rel="noopener noreferrer">
              Open the video tour{host ? ` on ${host}` : ''}{' '}
              <ExportOutlined aria-label="(opens in a new tab)" />
            </a>
          </>
        }
      />
    </div>
  );
}

/**
 * The listing's video tour: YouTube and Drive links embedded, other links in a <video>. When the
 * video's host cannot be reached, a link to the video instead of a broken frame.
 */
export function VideoTour({ url, title }: { url: string; title: string }) {
  const source = videoSource(url);
  const embed = source.kind === 'embed';
  const reach = useHostReach(source.src, embed);
  const [fileFailed, setFileFailed] = useState(false);

  if (reach === 'unreachable' || fileFailed) return <VideoLink url={url} />;
  if (reach === 'checking') {
    return <Spin className="rp-state" description="Loading the video tour…" />;
  }
  if (embed) {
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
      onError={() => setFileFailed(true)}
    >
      <a href={source.src}>Download the video tour</a>
    </video>
  );
}
