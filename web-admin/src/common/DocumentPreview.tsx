import Description from '@mui/icons-material/Description';
import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { fileSize } from './review';

export interface PreviewedDocument {
  url: string;
  fileName: string;
  mimeType: string;
  size: number;
}

/** What is shown when pdf.js cannot be loaded (a newer build was deployed, the network failed). */
const PdfUnavailable = () => (
  <Alert severity="warning">This PDF cannot be shown here. Download it to read it.</Alert>
);

/** pdf.js is loaded only when a PDF is shown. */
const PdfPages = lazy(() => import('./PdfPages').catch(() => ({ default: PdfUnavailable })));

/**
 * A private document, fetched with the staff token (the API never serves it to anyone else):
 * an image shown inline from a blob: URL and openable in a new tab; a PDF drawn page by page
 * as pictures by pdf.js (never handed to the browser's PDF viewer) and offered as a download.
 */
export const DocumentPreview = ({
  document,
  label,
}: {
  document: PreviewedDocument | null | undefined;
  label: string;
}) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['private-document', document?.url],
    queryFn: ({ signal }) => dataProvider.fetchDocument(document!.url, signal),
    enabled: !!document,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const objectUrl = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);

  if (!document) {
    return (
      <Typography variant="body2" color="text.secondary">
        No {label.toLowerCase()} was sent.
      </Typography>
    );
  }
  const isPdf = document.mimeType === 'application/pdf';
  const loading = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 2 }}>
      <CircularProgress size={20} aria-label={`Loading ${label}`} />
      <Typography variant="body2">Loading the document…</Typography>
    </Stack>
  );
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Description fontSize="small" aria-hidden />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {document.fileName} · {isPdf ? 'PDF' : 'Image'} · {fileSize(document.size)}
        </Typography>
        {objectUrl && isPdf ? (
          <Button
            size="small"
            href={objectUrl}
            download={document.fileName}
            startIcon={<Download />}
          >
            Download
          </Button>
        ) : objectUrl ? (
          <Button
            size="small"
            href={objectUrl}
            target="_blank"
            rel="noreferrer"
            startIcon={<OpenInNew />}
          >
            Open in a new tab
          </Button>
        ) : null}
      </Stack>
      {isPending ? (
        loading
      ) : error ? (
        <Alert severity="error">The document could not be loaded: {error.message}</Alert>
      ) : isPdf && data ? (
        <Suspense fallback={loading}>
          <PdfPages data={data} label={`${label}: ${document.fileName}`} />
        </Suspense>
      ) : (
        <Box
          component="img"
          src={objectUrl ?? undefined}
          alt={`${label}: ${document.fileName}`}
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 480,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
      )}
    </Box>
  );
};
