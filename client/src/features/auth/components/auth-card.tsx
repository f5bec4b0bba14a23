import type { ReactNode } from 'react';

/** The centred card the signed-out screens sit in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="auth-card" aria-labelledby="auth-card-title">
      <h1 className="auth-card__title" id="auth-card-title">
        {title}
      </h1>
      {children}
    </section>
  );
}
