import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
// The legacy build: the same pdf.js, compiled for browsers a few years old (staff phones).
import {
  getDocument,
  GlobalWorkerOptions,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

// pdf.js parses in a worker that is a file of this build (no third-party origin).
GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages drawn at most; a longer document is read in full after downloading it. */
export const MAX_PREVIEW_PAGES = 20;

/** The image decoders pdf.js loads on demand (JPEG 2000, JBIG2), copied there by the build. */
const WASM_URL = `${import.meta.env.BASE_URL}pdfjs/wasm/`;

/**
 * A PDF's pages drawn as pictures on canvases by pdf.js, never by the browser's PDF viewer:
 * nothing in the file runs (no scripts, no forms, no links opened), whatever it contains.
 */
export default function PdfPages({ data, label }: { data: Blob; label: string }) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setPdf(null);
    setFailed(false);
    const loading = data.arrayBuffer().then((buffer) => {
      if (cancelled) return null;
      return getDocument({
        data: new Uint8Array(buffer),
        isEvalSupported: false,
        enableXfa: false,
        wasmUrl: WASM_URL,
      });
    });
    loading
      .then((t) => t?.promise)
      .then((document) => {
        if (!cancelled && document) setPdf(document);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      void loading.then((t) => t?.destroy());
    };
  }, [data]);

  if (failed) {
    return <Alert severity="warning">This PDF cannot be shown here. Download it to read it.</Alert>;
  }
  if (!pdf) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 2 }}>
        <CircularProgress size={20} aria-label={`Drawing ${label}`} />
        <Typography variant="body2">Drawing the pages…</Typography>
      </Stack>
    );
  }
  const shown = Math.min(pdf.numPages, MAX_PREVIEW_PAGES);
  return (
    // A scrolling region that keyboard users can reach and scroll.
    <Stack
      spacing={1}
      tabIndex={0}
      role="region"
      aria-label={`${label}, ${pdf.numPages === 1 ? '1 page' : `${pdf.numPages} pages`}`}
      sx={{
        maxHeight: 640,
        overflowY: 'auto',
        p: 1,
        bgcolor: 'action.hover',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {Array.from({ length: shown }, (_, i) => (
        <PdfPage key={i} pdf={pdf} number={i + 1} label={label} />
      ))}
      {pdf.numPages > shown ? (
        <Typography variant="body2" color="text.secondary">
          The first {shown} of {pdf.numPages} pages are shown. Download the file to read the rest.
        </Typography>
      ) : null}
    </Stack>
  );
}

/** One page, drawn at the width it is shown (sharp on high-density screens). */
function PdfPage({ pdf, number, label }: { pdf: PDFDocumentProxy; number: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let task: RenderTask | undefined;
    void pdf
      .getPage(number)
      .then((page) => {
        const element = canvas.current;
        if (cancelled || !element) return;
        const natural = page.getViewport({ scale: 1 });
        const width = element.parentElement?.clientWidth || natural.width;
        const scale = (Math.min(width, 1200) / natural.width) * (window.devicePixelRatio || 1);
        const viewport = page.getViewport({ scale });
        element.width = Math.floor(viewport.width);
        element.height = Math.floor(viewport.height);
        task = page.render({ canvas: element, viewport });
        return task.promise.then(() => !cancelled && setDrawn(true));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, number]);

  return (
    <Box
      component="canvas"
      ref={canvas}
      role="img"
      aria-label={`${label}: page ${number} of ${pdf.numPages}`}
      data-drawn={drawn || undefined}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        bgcolor: '#fff',
        boxShadow: 1,
      }}
    />
  );
}
