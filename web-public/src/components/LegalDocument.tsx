import './content.css';
import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A long policy document: contents list beside numbered sections. */
export function LegalDocument({ sections }: { sections: LegalSection[] }) {
  return (
    <div className="rn-container rn-section rn-legal">
      <nav className="rn-legal__toc" aria-label="On this page">
        <h2>On this page</h2>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="rn-prose">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
            <h2 id={`${s.id}-title`}>
              {i + 1}. {s.title}
            </h2>
            {s.body}
          </section>
        ))}
      </div>
    </div>
  );
}
