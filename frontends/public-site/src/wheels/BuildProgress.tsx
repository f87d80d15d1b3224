import { useEffect, useId, useRef, useState } from 'react';
import { choose, type WheelProgress, type WheelRequest } from '@pickwise/lottery';
import { Button } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';

/** A screen reader hears a new phase at once, the same phase's new figures at most this often. */
const ANNOUNCE_INTERVAL_MS = 3000;

/** The progress bar's value out of 1, or undefined (an indeterminate bar) where the phase has no measure. */
function progressValue(progress: WheelProgress | undefined, cases: number): number | undefined {
  if (progress?.phase === 'greedy') return (cases - progress.uncovered) / cases;
  if (progress?.phase === 'improve' && progress.rounds > 0) return progress.round / progress.rounds;
  return undefined;
}

/**
 * A build under way: a labelled `<progress>` (the greedy phase measured by the cases met (of C(n, m)), the local search by its rounds; the
 * check and the figures indeterminate), the phase in words in a polite live region, and Cancel.
 */
export function BuildProgress({ request, progress, onCancel }: { request: WheelRequest; progress: WheelProgress | undefined; onCancel: () => void }) {
  const { t } = usePublicSiteTexts();
  const id = useId();
  const text = progress
    ? progress.phase === 'greedy' || progress.phase === 'improve'
      ? t(`wheels.phase.${progress.phase}`, { lines: progress.lines, round: progress.round, rounds: progress.rounds })
      : t(`wheels.phase.${progress.phase}`)
    : t('wheels.phase.starting');
  const announced = useAnnouncement(text, progress?.phase);
  const value = progressValue(progress, Number(choose(request.numbers.length, request.m)));

  return (
    <div className="ps-panel ps-wheel-progress" data-testid="wheel-progress">
      <label className="ps-field__label" htmlFor={`${id}-bar`}>
        {t('wheels.progressLabel')}
      </label>
      <progress id={`${id}-bar`} className="ps-wheel-progress__bar" max={1} {...(value === undefined ? {} : { value })} aria-describedby={`${id}-text`} />
      <p className="ps-field__hint" id={`${id}-text`} aria-hidden="true">
        {text}
      </p>
      <p className="pw-visually-hidden" aria-live="polite">
        {announced}
      </p>
      <div>
        <Button variant="secondary" onClick={onCancel}>
          {t('wheels.cancel')}
        </Button>
      </div>
    </div>
  );
}

/** The text for the live region: a new phase's at once, else the latest at most every ANNOUNCE_INTERVAL_MS. */
function useAnnouncement(text: string, phase: string | undefined): string {
  const [announced, setAnnounced] = useState(text);
  const last = useRef({ phase, at: 0 });
  useEffect(() => {
    const now = performance.now();
    if (phase === last.current.phase && now - last.current.at < ANNOUNCE_INTERVAL_MS) return;
    last.current = { phase, at: now };
    setAnnounced(text);
  }, [text, phase]);
  return announced;
}
