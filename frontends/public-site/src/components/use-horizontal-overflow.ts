import { useEffect, useState, type RefObject } from 'react';

/** Which sides of a sideways-scrolling box hide some of its content. */
export interface HorizontalOverflow {
  /** Content is hidden to the left (the box was scrolled). */
  start: boolean;
  /** Content is hidden to the right. */
  end: boolean;
}

/** Follows a box's hidden sides as it is scrolled or resized; neither side until it is measured in the browser. */
export function useHorizontalOverflow(box: RefObject<HTMLElement | null>): HorizontalOverflow {
  const [overflow, setOverflow] = useState<HorizontalOverflow>({ start: false, end: false });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      // A pixel of rounding is not hidden content.
      const next = { start: hidden > 1 && element.scrollLeft > 1, end: hidden > 1 && element.scrollLeft < hidden - 1 };
      setOverflow((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [box]);
  return overflow;
}
