import type { MouseEvent, ReactNode } from 'react';
import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useNavigate } from 'react-router-dom';

/** An antd button that is a real link (new tab works) but navigates inside the app. */
export function LinkButton({
  to,
  children,
  ...props
}: { to: string; children: ReactNode } & Omit<ButtonProps, 'href' | 'onClick'>) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <Button {...props} href={to} onClick={onClick}>
      {children}
    </Button>
  );
}
