import { cloneElement, useEffect, useId, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';

/** docs/product-spec.md §2/§9: tooltips open after 700 ms on hover (at once on focus), 4 px from their trigger; they close 300 ms after the pointer leaves. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (button, link, or an element with tabIndex=0) that the tooltip describes. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

const DELAYS = {
  '--pw-tooltip-open-delay': `${TOOLTIP_OPEN_DELAY_MS}ms`,
  '--pw-tooltip-close-delay': `${TOOLTIP_SKIP_DELAY_MS}ms`,
} as CSSProperties;

/**
 * A static tooltip without any positioning engine, so no Ark UI code loads with the page: the
 * content is a `role="tooltip"` element that describes the trigger (`aria-describedby`) and is
 * shown by CSS (components.css, `.pw-tooltip`) after the open delay on hover, at once on keyboard
 * focus, stays open while the pointer is over it, and closes on Escape (WCAG 1.4.13) until the
 * pointer leaves or focus moves. It sits above its trigger, for short texts next to inline triggers.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const contentId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
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
      style={DELAYS}
      data-dismissed={dismissed ? '' : undefined}
      onPointerEnter={() => {
        reopen();
        setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
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
