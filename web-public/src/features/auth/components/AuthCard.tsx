import type { ReactNode } from 'react';
import '../auth.css';

/** The centred card the accounts pages sit in. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="rn-auth-wrap">
      <section className="rn-card rn-auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {subtitle && (
          <p className="rn-muted" style={{ marginTop: 0, marginBottom: 24 }}>
            {subtitle}
          </p>
        )}
        {children}
      </section>
    </div>
  );
}
