import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { Button, Modal, Segmented, Spin, Typography } from 'antd';
import {
  CloseOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import type { PropertyDto } from '@rentnaija/shared';
import { TourGallery } from './TourGallery';
import { VideoTour } from './VideoTour';
import '../../tour.css';

const PanoramaViewer = lazy(() =>
  import('./PanoramaViewer').then((m) => ({ default: m.PanoramaViewer })),
);

type Mode = 'gallery' | 'panorama' | 'video';

/** Full-screen tour: Gallery, 360° View (with a panorama) and Video (with a video URL). */
export function VirtualTourModal({
  property,
  open,
  onClose,
}: {
  property: Pick<PropertyDto, 'title' | 'images' | 'panoramaUrl' | 'videoTourUrl'>;
  open: boolean;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<Mode>('gallery');
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const images = property.images;

  const reset = useCallback(() => {
    setZoom(1);
    setIndex(0);
  }, []);

  const showIndex = useCallback((i: number) => {
    setIndex(i);
    setZoom(1);
  }, []);

  // ←/→ move through the gallery while it is shown; Escape is handled by the modal.
  useEffect(() => {
    if (!open || mode !== 'gallery' || images.length < 2) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (e.key === 'ArrowLeft') showIndex((index - 1 + images.length) % images.length);
      else if (e.key === 'ArrowRight') showIndex((index + 1) % images.length);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, mode, index, images.length, showIndex]);

  useEffect(() => {
    const onChange = () =>
      setFullscreen(document.fullscreenElement === frame.current && !!frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const close = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    onClose();
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.current?.requestFullscreen?.().catch(() => undefined);
  };

  const modes: { value: Mode; label: string }[] = [{ value: 'gallery', label: 'Gallery' }];
  if (property.panoramaUrl) modes.push({ value: 'panorama', label: '360° View' });
  if (property.videoTourUrl) modes.push({ value: 'video', label: 'Video' });

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      closable={false}
      width="100%"
      centered={false}
      destroyOnHidden
      className="rp-tour-modal"
      title={`Virtual tour of ${property.title}`}
      styles={{ header: { display: 'none' }, body: { padding: 0 } }}
    >
      <div ref={frame} className="rp-tour">
        <div className="rp-tour__bar">
          <Typography.Title level={2} className="rp-tour__title">
            Virtual Tour
          </Typography.Title>
          {modes.length > 1 && (
            <Segmented<Mode>
              name="tour-mode"
              aria-label="Tour mode"
              value={mode}
              options={modes}
              onChange={(m) => setMode(m)}
            />
          )}
          <div className="rp-tour__actions">
            {document.fullscreenEnabled && (
              <Button
                icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
                onClick={toggleFullscreen}
                aria-label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
              />
            )}
            <Button
              icon={<UndoOutlined />}
              onClick={reset}
              aria-label="Reset zoom and go to the first photo"
            >
              <span className="rp-tour__btn-text">Reset</span>
            </Button>
            <Button icon={<CloseOutlined />} onClick={close} aria-label="Close virtual tour">
              <span className="rp-tour__btn-text">Close</span>
            </Button>
          </div>
        </div>
        <div className="rp-tour__body">
          {mode === 'gallery' && (
            <TourGallery
              images={images}
              index={Math.min(index, Math.max(0, images.length - 1))}
              zoom={zoom}
              title={property.title}
              onIndex={showIndex}
              onZoom={setZoom}
            />
          )}
          {mode === 'panorama' && property.panoramaUrl && (
            <Suspense fallback={<Spin className="rp-state" description="Loading 360° view…" />}>
              <PanoramaViewer url={property.panoramaUrl} caption={property.title} />
            </Suspense>
          )}
          {mode === 'video' && property.videoTourUrl && (
            <VideoTour url={property.videoTourUrl} title={property.title} />
          )}
        </div>
      </div>
    </Modal>
  );
}
