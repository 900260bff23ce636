import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './button.css';

export interface LinkButtonProps {
  to: string;
  replace?: boolean;
  type?: 'primary' | 'default' | 'text';
  size?: 'middle' | 'large';
  icon?: ReactNode;
  className?: string;
  style?: CSSProperties;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children?: ReactNode;
}

/** The classes of a button drawn like antd's, for links and native buttons alike. */
export function buttonClass(
  type: LinkButtonProps['type'] = 'default',
  size: LinkButtonProps['size'] = 'middle',
  extra?: string,
): string {
  return ['rn-btn', `rn-btn--${type}`, size === 'large' && 'rn-btn--lg', extra]
    .filter(Boolean)
    .join(' ');
}

/**
 * A link that looks like an antd button: a real <a href> with client-side navigation (new tab
 * works, one focusable element), drawn with CSS so the first load carries no button script.
 */
export function LinkButton({
  to,
  replace,
  type,
  size,
  icon,
  className,
  style,
  onClick,
  children,
}: LinkButtonProps) {
  return (
    <Link
      to={to}
      replace={replace}
      className={buttonClass(type, size, className)}
      style={style}
      onClick={onClick}
    >
      {icon}
      {children !== undefined && <span>{children}</span>}
    </Link>
  );
}
