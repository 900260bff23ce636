// pdf.js's worker code, run in the test's own thread (see drawPdfsInJsdom).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
