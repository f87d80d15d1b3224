/** Loads the application's entry script on this page: it hydrates the prerendered HTML as on any other page. */
export function loadApplication(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
}

/**
 * Runs `task` in a task of its own once the page's first contentful paint is on screen (the paint
 * timing entry comes after the frame is presented; a frame's own callbacks run before it is).
 * A hidden page paints nothing until it is shown, so there it runs at once, as it does where the
 * browser reports no paint timing.
 */
export function afterFirstContentfulPaint(task: () => void): void {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    task();
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    document.removeEventListener('visibilitychange', start);
    setTimeout(task, 0);
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start);
}
