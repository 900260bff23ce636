import './content.css';
import type { ReactNode } from 'react';

export interface FeatureCardItem {
  icon?: ReactNode;
  title: string;
  text: ReactNode;
}

/** A grid of icon + title + text cards used across the information pages. */
export function FeatureCards({
  items,
  headingLevel = 3,
}: {
  items: FeatureCardItem[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="rn-feature-grid rn-plain-list">
      {items.map((item) => (
        <li key={item.title} className="rn-card rn-feature">
          {item.icon && (
            <span className="rn-quick-card__icon" aria-hidden="true">
              {item.icon}
            </span>
          )}
          <Heading className="rn-feature__title">{item.title}</Heading>
          <div className="rn-muted rn-feature__text">{item.text}</div>
        </li>
      ))}
    </ul>
  );
}
