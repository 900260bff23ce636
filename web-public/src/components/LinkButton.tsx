import type { MouseEvent } from 'react';
import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type LinkButtonProps = Omit<ButtonProps, 'href'> & { to: string; replace?: boolean };

/**
 * An antd button that is a real link (<a href>) with client-side navigation — no button
 * nested inside a link, so it stays one focusable element for keyboards and screen readers.
 */
export function LinkButton({ to, replace, onClick, ...props }: LinkButtonProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
}
