import { useEffect, useRef, useState } from 'react';
import { Alert } from 'antd';
import { Viewer } from '@photo-sphere-viewer/core';
import '@photo-sphere-viewer/core/index.css';
import { openingZoomLevel, PANORAMA_FOV } from '../../lib/panorama';

/** An equirectangular 360° photo in Photo Sphere Viewer (loaded on demand by the tour). */
export function PanoramaViewer({ url, caption }: { url: string; caption: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    setFailed(false);
    const viewer = new Viewer({
      container: element,
      panorama: url,
      caption,
      loadingTxt: 'Loading 360° view…',
      // Open wide: the whole room first (also on a phone held upright), zoom in from there.
      minFov: PANORAMA_FOV.min,
      maxFov: PANORAMA_FOV.max,
      defaultZoomLvl: openingZoomLevel(element.clientWidth / element.clientHeight),
      navbar: ['zoom', 'move', 'caption'],
      keyboard: 'always',
      touchmoveTwoFingers: false,
      mousewheelCtrlKey: false,
    });
    viewer.addEventListener('panorama-error', () => setFailed(true));
    // How much the view shows across, in degrees (read by the browser journeys).
    const showFov = () => {
      element.dataset.hfov = String(Math.round(viewer.state.hFov));
    };
    viewer.addEventListener('ready', showFov, { once: true });
    viewer.addEventListener('zoom-updated', showFov);
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
