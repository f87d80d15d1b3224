import type { ReactNode, Ref } from 'react';
import './page-section.css';

interface PageSectionProps {
  /** The `id` of the section's `<h2>`, which names the section. */
  headingId: string;
  title: ReactNode;
  intro?: ReactNode;
  /** The section's own `id`, for in-page links such as `/#games`. */
  id?: string;
  /** Added to `pw-container`, e.g. `ps-narrow`. */
  className?: string;
  /** Given when the page moves focus to the heading (it is then focusable from script). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Links below the content. */
  foot?: ReactNode;
  children: ReactNode;
}

/** A page section in the content width: an `<h2>` with an optional intro, the content, optional links. */
export function PageSection({ headingId, title, intro, id, className, headingRef, foot, children }: PageSectionProps) {
  return (
    <section id={id} className={className ? `pw-container ${className}` : 'pw-container'} aria-labelledby={headingId}>
      <div className="ps-section-head">
        <h2 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </h2>
        {intro ? <p>{intro}</p> : null}
      </div>
      {children}
      {foot ? <div className="ps-section-foot">{foot}</div> : null}
    </section>
  );
}

/** The closing call-to-action band of a page: heading, text, then the action(s) in `children`. */
export function CtaSection({ headingId, title, text, children }: { headingId: string; title: ReactNode; text: ReactNode; children: ReactNode }) {
  return (
    <section className="pw-container" aria-labelledby={headingId}>
      <div className="ps-cta">
        <h2 id={headingId}>{title}</h2>
        <p>{text}</p>
        {children}
      </div>
    </section>
  );
}
