import { useEffect, useState } from 'react';
import { useHydrated } from '@pickwise/ui';
import { countUpFrame, parseJackpotDisplay } from './jackpot-display.js';
import { useReducedMotion } from './use-reduced-motion.js';

/** docs/product-spec.md §9: the count-up takes 1500 ms in 60 steps. */
const COUNT_UP_MS = 1500;
const COUNT_UP_STEPS = 60;

/**
 * A jackpot that counts up from zero to its display value, or shows it at once under reduced motion
 * and when the page was served with it (it is on screen before the application runs: counting it
 * up again would take it away).
 */
export function JackpotCountUp({ display, className }: { display: string; className?: string }) {
  // A new value is a new count-up from zero.
  return <CountUp key={display} display={display} className={className} />;
}

function CountUp({ display, className }: { display: string; className: string | undefined }) {
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  // Rendered by the server, or hydrated from its HTML: the value was served with the page.
  const [served] = useState(!hydrated);
  const parts = parseJackpotDisplay(display);
  const animates = parts !== undefined && !reducedMotion && !served;
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!animates) return;
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
      setStep(ticks);
      if (ticks >= COUNT_UP_STEPS) clearInterval(timer);
    }, COUNT_UP_MS / COUNT_UP_STEPS);
    return () => clearInterval(timer);
  }, [animates]);

  const text = animates ? countUpFrame(parts, step, COUNT_UP_STEPS) : display;
  return (
    <span className={className}>
      {/* Screen readers get the final value once, not sixty intermediate ones. */}
      <span aria-hidden="true">{text}</span>
      <span className="pw-visually-hidden">{display}</span>
    </span>
  );
}
