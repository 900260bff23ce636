import type { ReactNode } from 'react';
import { EmptyState } from './QueryStates';
import { buttonClass } from './LinkButton';

/** For staff on a tenant's or landlord's page: the same records live in the admin console. */
export function ConsoleNotice({
  icon,
  title,
  text,
  consolePath,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  /** The console's route, e.g. `#/payments`. */
  consolePath: string;
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      text={text}
      action={
        <a className={buttonClass('primary')} href={`/admin${consolePath}`}>
          Open the console
        </a>
      }
    />
  );
}
