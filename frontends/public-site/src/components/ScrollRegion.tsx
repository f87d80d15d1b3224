import { useId, useRef, type ReactNode } from 'react';
import { tablesEn } from '../i18n/en-tables.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';
import { useHorizontalOverflow } from './use-horizontal-overflow.js';
import './scroll-region.css';

addScreenTexts(tablesEn);

/**
 * A wide table's own scrolling box, so the page never gets wider than the screen. Keyboard users
 * can focus it to scroll (WCAG 2.1.1); while columns are hidden, a shaded edge marks the side they
 * are on and a hint, which the region is then described by, says it scrolls.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const { t } = usePublicSiteTexts();
  const scroller = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const overflow = useHorizontalOverflow(scroller);
  const scrolls = overflow.start || overflow.end;
  return (
    <div className="ps-scroll-region">
      {/* Its line is always there, shown once the region is found to scroll: appearing above the
          table after the page had painted, it moved the table down (a layout shift on a phone). */}
      <p className="ps-scroll-region__hint" id={hintId} data-testid="scroll-hint" data-shown={scrolls || undefined}>
        {t('scrollRegion.hint')} <span aria-hidden="true">→</span>
      </p>
      <ScrollShade overflow={overflow}>
        {/* A scrollable region is focusable on purpose, so the keyboard can scroll it. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div ref={scroller} className="ps-scroll-region__scroller" role="region" tabIndex={0} aria-label={label} aria-describedby={scrolls ? hintId : undefined}>
          {children}
        </div>
      </ScrollShade>
    </div>
  );
}

/** The frame of a sideways-scrolling box that shades the sides where content is hidden. */
export function ScrollShade({ overflow, className, children }: { overflow: { start: boolean; end: boolean }; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `ps-scroll-shade ${className}` : 'ps-scroll-shade'} data-scroll-start={overflow.start || undefined} data-scroll-end={overflow.end || undefined}>
      {children}
    </div>
  );
}
