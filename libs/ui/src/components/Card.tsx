import type { HTMLAttributes } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Lifts on hover; use for cards that are links or buttons themselves. */
  interactive?: boolean;
  as?: 'div' | 'article' | 'section' | 'li';
}

export function Card({ interactive = false, as: Element = 'div', className, ...props }: CardProps) {
  const classes = ['pw-card', interactive ? 'pw-card--interactive' : '', className ?? ''].filter(Boolean).join(' ');
  return <Element className={classes} {...props} />;
}

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'danger';

export function Badge({ tone = 'neutral', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  const classes = ['pw-badge', tone === 'neutral' ? '' : `pw-badge--${tone}`, className ?? ''].filter(Boolean).join(' ');
  return <span className={classes} {...props} />;
}

/** A busy indicator with an accessible label (announced politely by screen readers). */
export function Spinner({ label }: { label: string }) {
  return (
    <span role="status" aria-live="polite" className="pw-spinner-wrap">
      <span className="pw-spinner" aria-hidden="true" />
      <span className="pw-visually-hidden">{label}</span>
    </span>
  );
}
