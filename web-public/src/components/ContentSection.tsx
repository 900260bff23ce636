import type { ComponentType, ReactNode } from 'react';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import './content.css';

/** An icon component (antd's), drawn hidden from screen readers. */
type Icon = ComponentType<{ 'aria-hidden'?: 'true' }>;

/** A section of an information page under its title, which names it for screen readers. */
export function ContentSection({
  titleId,
  title,
  className,
  spacing = 20,
  children,
}: {
  titleId: string;
  title: ReactNode;
  className?: string;
  /** Pixels between the title and what follows. */
  spacing?: number;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className="rn-section__title" style={{ marginBottom: spacing }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A card of an information page with a small title. With `section`, the card is a section named
 * by its title; otherwise a plain box (whose title, given `titleId`, may name an enclosing one).
 */
export function ContentCard({
  titleId,
  title,
  icon: Icon,
  section = false,
  spacing = 12,
  children,
}: {
  titleId?: string;
  title: ReactNode;
  /** Drawn before the title. */
  icon?: Icon;
  /** A section of its own, named by its title (needs `titleId`). */
  section?: boolean;
  /** Pixels between the title and what follows. */
  spacing?: number;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={titleId} className="rn-feature__title" style={{ marginBottom: spacing }}>
      {Icon && (
        <>
          <Icon aria-hidden="true" />{' '}
        </>
      )}
      {title}
    </h2>
  );
  return section ? (
    <section className="rn-card" aria-labelledby={titleId}>
      {heading}
      {children}
    </section>
  ) : (
    <div className="rn-card">
      {heading}
      {children}
    </div>
  );
}

/** Short points, each after a tick (`yes`) or a cross (`no`), or after `icon`. */
export function CheckList({
  items,
  tone,
  icon: Icon = tone === 'yes' ? CheckCircleFilled : CloseCircleFilled,
}: {
  items: readonly string[];
  tone: 'yes' | 'no';
  icon?: Icon;
}) {
  return (
    <ul className={`rn-check-list rn-check-list--${tone}`}>
      {items.map((item) => (
        <li key={item}>
          <Icon aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
