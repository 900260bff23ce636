import type { ReactNode } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../api/errors';
import { buttonClass, LinkButton } from './LinkButton';
import './states.css';

/** A failed load: what failed, why, and Try Again. */
export function ErrorState({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
}) {
  return (
    <div className="rn-state rn-state--error" role="alert">
      <div>
        <h2 className="rn-state__title">{title}</h2>
        <p className="rn-state__text">{errorMessage(error)}</p>
      </div>
      {onRetry && (
        <button type="button" className={buttonClass()} onClick={onRetry}>
          <ReloadOutlined aria-hidden="true" /> Try Again
        </button>
      )}
    </div>
  );
}

/**
 * Nothing to show, said plainly, with the way forward: `link` for the usual primary link
 * button, `action` for anything else.
 */
export function EmptyState({
  icon,
  title,
  text,
  link,
  action,
}: {
  icon?: ReactNode;
  title: string;
  text?: ReactNode;
  link?: { to: string; label: string };
  action?: ReactNode;
}) {
  return (
    <div className="rn-state rn-state--empty">
      {icon && (
        <span className="rn-state__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <h2 className="rn-state__title">{title}</h2>
      {text && <p className="rn-state__text">{text}</p>}
      {link && (
        <LinkButton type="primary" to={link.to}>
          {link.label}
        </LinkButton>
      )}
      {action}
    </div>
  );
}

/**
 * The one way a page shows a query: `loading` (a skeleton the size of the content, so nothing
 * shifts) while pending, the error box with Try Again on failure, `empty` when `isEmpty` says
 * so, else the content.
 */
export function QueryView<T>({
  query,
  loading,
  errorTitle,
  isEmpty,
  empty,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'status' | 'data' | 'error' | 'refetch'>;
  loading: ReactNode;
  errorTitle: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.status === 'pending') return <>{loading}</>;
  if (query.status === 'error') {
    return (
      <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
