import type { ComponentProps } from 'react';
import './facts.css';

/** A card's labelled facts, each `<dt>` label beside its `<dd>` value. */
export const Facts = ({ className, ...props }: ComponentProps<'dl'>) => (
  <dl className={className ? `rn-facts ${className}` : 'rn-facts'} {...props} />
);
