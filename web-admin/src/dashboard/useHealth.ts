import { useQuery } from '@tanstack/react-query';

export interface HealthIndicator {
  /** `degraded`: the part does not answer, and the API serves without it (Redis: jobs wait). */
  status: 'up' | 'degraded' | 'down';
  [key: string]: unknown;
}
export interface HealthReport {
  status: 'ok' | 'degraded' | 'error' | 'shutting_down';
  details?: Record<string, HealthIndicator>;
  info?: Record<string, HealthIndicator>;
  error?: Record<string, HealthIndicator>;
}

/**
 * GET /api/health (terminus). A 503 still carries the report with the failing parts, so it is
 * read, not thrown; anything else unreadable is an error.
 */
async function fetchHealth(signal: AbortSignal): Promise<HealthReport> {
  const response = await fetch('/api/health', { headers: { Accept: 'application/json' }, signal });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const report = body as HealthReport | undefined;
  if (
    report &&
    typeof report.status === 'string' &&
    (report.details || report.info || report.error)
  ) {
    return report;
  }
  const message = (body as { message?: unknown } | undefined)?.message;
  throw new Error(
    typeof message === 'string' && message
      ? message
      : `The health check answered ${response.status} ${response.statusText}`.trim(),
  );
}

export function useHealth() {
  return useQuery({
    queryKey: ['system-health'],
    queryFn: ({ signal }) => fetchHealth(signal),
    refetchInterval: 30_000,
    retry: false,
  });
}
