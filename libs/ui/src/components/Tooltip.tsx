import { cloneElement, useEffect, useId, useRef, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { TOOLTIP_OPEN_DELAY_MS, tooltipClosed, tooltipOpenDelay } from './tooltip-timing.js';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (button, link, or an element with tabIndex=0) that the tooltip describes. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

const OPEN_DELAY = { '--pw-tooltip-open-delay': `${TOOLTIP_OPEN_DELAY_MS}ms` } as CSSProperties;

/**
 * A static tooltip without any positioning engine, so no Ark UI code loads with the page: the
 * content is a `role="tooltip"` element that describes the trigger (`aria-describedby`) and is
 * shown by CSS (components.css, `.pw-tooltip`) after the open delay on hover (none within the
 * skip-delay window of tooltip-timing.ts), at once on keyboard focus, stays open while the pointer is
 * over it, closes as soon as it leaves, and closes on Escape (WCAG 1.4.13) until the pointer leaves or
 * focus moves. It sits above its trigger, for short texts next to inline triggers.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const contentId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // While the pointer is on the trigger: the moment (performance.now()) its tooltip shows.
  const showsFrom = useRef<number | null>(null);
  const active = hovered || focused;

  // Escape closes a tooltip opened by hover too, when focus is elsewhere: listen on the document.
  useEffect(() => {
    if (!active) return;
    const dismissOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', dismissOnEscape);
    return () => document.removeEventListener('keydown', dismissOnEscape);
  }, [active]);

  // A dismissed tooltip stays closed until the pointer or focus comes back.
  const reopen = () => setDismissed(false);

  return (
    <span
      className="pw-tooltip"
      style={OPEN_DELAY}
      data-dismissed={dismissed ? '' : undefined}
      onPointerEnter={(event) => {
        reopen();
        setHovered(true);
        const now = performance.now();
        const delay = tooltipOpenDelay(now);
        showsFrom.current = now + delay;
        // Set on the element in this very event, not through a render: the CSS transition that shows the
        // tooltip takes its delay from the next style update, which may come before React renders.
        event.currentTarget.toggleAttribute('data-skip-delay', delay === 0);
      }}
      onPointerLeave={() => {
        const now = performance.now();
        const wasShowing = !focused && !dismissed && showsFrom.current !== null && now >= showsFrom.current;
        if (wasShowing) tooltipClosed(now);
        showsFrom.current = null;
        setHovered(false);
      }}
      onFocus={() => {
        reopen();
        setFocused(true);
      }}
      onBlur={() => setFocused(false)}
    >
      {cloneElement(children, { 'aria-describedby': contentId })}
      <span role="tooltip" id={contentId} className="pw-tooltip-content">
        {content}
      </span>
    </span>
  );
}
