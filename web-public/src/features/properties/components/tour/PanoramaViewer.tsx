import { useEffect, useRef, useState } from 'react';
import { Alert } from 'antd';
import { Viewer } from '@photo-sphere-viewer/core';
import '@photo-sphere-viewer/core/index.css';

/** An equirectangular 360° photo in Photo Sphere Viewer (loaded on demand by the tour). */
export function PanoramaViewer({ url, caption }: { url: string; caption: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    setFailed(false);
    const viewer = new Viewer({
      container: container.current,
      panorama: url,
      caption,
      loadingTxt: 'Loading 360° view…',
      // Open at the widest field of view: the whole room first, zoom in from there.
      defaultZoomLvl: 0,
      navbar: ['zoom', 'move', 'caption'],
      keyboard: 'always',
      touchmoveTwoFingers: false,
      mousewheelCtrlKey: false,
    });
    viewer.addEventListener('panorama-error', () => setFailed(true));
    return () => viewer.destroy();
  }, [url, caption]);

  return (
    <div className="rp-tour__pano-wrap">
      {failed && (
        <Alert
          className="rp-tour__pano-error"
          type="error"
          showIcon
          title="The 360° view could not be loaded"
          description="Please try again later or use the photo gallery."
        />
      )}
      <div
        ref={container}
        className="rp-tour__pano"
        role="application"
        aria-label={`360° view of ${caption}. Drag or use the arrow keys to look around.`}
      />
    </div>
  );
}
