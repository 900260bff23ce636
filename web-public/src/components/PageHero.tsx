import './content.css';
import type { ReactNode } from 'react';

/** The heading band information pages open with (the page's only h1). */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="rn-page-hero">
      <div className="rn-container">
        {eyebrow && <span className="rn-eyebrow">{eyebrow}</span>}
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}
