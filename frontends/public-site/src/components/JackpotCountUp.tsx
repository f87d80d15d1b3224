import { useEffect, useState } from 'react';
import { countUpFrame, parseJackpotDisplay } from './jackpot-display.js';
import { useReducedMotion } from './use-reduced-motion.js';

/** Spec §9: the count-up takes 1500 ms in 60 steps. */
const COUNT_UP_MS = 1500;
const COUNT_UP_STEPS = 60;

/** A jackpot that counts up from zero to its display value, or shows it at once under reduced motion. */
export function JackpotCountUp({ display, className }: { display: string; className?: string }) {
  const reducedMotion = useReducedMotion();
  const parts = parseJackpotDisplay(display);
  const [step, setStep] = useState(reducedMotion ? COUNT_UP_STEPS : 0);

  useEffect(() => {
    if (!parts || reducedMotion) {
      setStep(COUNT_UP_STEPS);
      return;
    }
    setStep(0);
    let current = 0;
    const timer = setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= COUNT_UP_STEPS) clearInterval(timer);
    }, COUNT_UP_MS / COUNT_UP_STEPS);
    return () => clearInterval(timer);
    // Restart only when the value itself changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [display, reducedMotion]);

  const text = parts ? countUpFrame(parts, step, COUNT_UP_STEPS) : display;
  return (
    <span className={className}>
      {/* Screen readers get the final value once, not sixty intermediate ones. */}
      <span aria-hidden="true">{text}</span>
      <span className="pw-visually-hidden">{display}</span>
    </span>
  );
}
