import Description from '@mui/icons-material/Description';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { fileSize } from './review';

export interface PreviewedDocument {
  url: string;
  fileName: string;
  mimeType: string;
  size: number;
}

/**
 * A private document, fetched with the staff token (the API never serves it to anyone else)
 * and shown from a blob: URL: an image inline, a PDF embedded, both openable in a new tab.
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
  // Phones' browsers (and any with PDF viewing turned off) do not show a PDF inside a page.
  const inlinePdf = typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Description fontSize="small" aria-hidden />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {document.fileName} · {isPdf ? 'PDF' : 'Image'} · {fileSize(document.size)}
        </Typography>
        {objectUrl ? (
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
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={20} aria-label={`Loading ${label}`} />
          <Typography variant="body2">Loading the document…</Typography>
        </Stack>
      ) : error ? (
        <Alert severity="error">The document could not be loaded: {error.message}</Alert>
      ) : isPdf && !inlinePdf ? (
        <Alert severity="info">
          This browser does not show PDFs inside the page: use “Open in a new tab” to read it.
        </Alert>
      ) : isPdf ? (
        <Box
          component="iframe"
          title={`${label}: ${document.fileName}`}
          src={objectUrl ?? undefined}
          sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
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
