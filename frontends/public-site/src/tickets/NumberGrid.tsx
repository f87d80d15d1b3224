import { useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { usePublicSiteTexts } from '../i18n/texts.js';

/** Columns of every grid: a phone's width holds seven 44 px targets, and the arrow keys move by rows of seven. */
export const GRID_COLUMNS = 7;

interface NumberGridProps {
  /** The grid's name: what to pick and how many ('Main numbers: pick 5 from 1 to 69'). */
  label: string;
  min: number;
  max: number;
  /** How many numbers the line takes from this grid. */
  count: number;
  picked: readonly number[];
  onChange: (picked: number[]) => void;
  /** The special numbers wear the game's colour. */
  style?: CSSProperties;
  special?: boolean;
  /** The id of the field's problem text, when it has one. */
  errorId?: string;
}

/** The key's move from `index` among `size` buttons, or undefined for a key the grid does not handle. */
function movedIndex(key: string, index: number, size: number): number | undefined {
  const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, ArrowDown: index + GRID_COLUMNS, ArrowUp: index - GRID_COLUMNS, Home: 0, End: size - 1 };
  const target = moves[key];
  return target === undefined ? undefined : Math.min(size - 1, Math.max(0, target));
}

/**
 * A game's number grid: one toggle button (`aria-pressed`) per number. One button is in the tab
 * order at a time; the arrow keys, Home and End move between them, Space and Enter pick (buttons do
 * that natively). How many are picked of how many the game takes is said in a polite live region.
 */
export function NumberGrid({ label, min, max, count, picked, onChange, style, special = false, errorId }: NumberGridProps) {
  const { t } = usePublicSiteTexts();
  const labelId = useId();
  const statusId = useId();
  const numbers = Array.from({ length: max - min + 1 }, (_unused, index) => min + index);
  const [focused, setFocused] = useState(() => Math.max(0, numbers.indexOf(picked[0] ?? min)));
  const [full, setFull] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(focused, numbers.length - 1);

  const toggle = (n: number) => {
    if (picked.includes(n)) {
      setFull(false);
      onChange(picked.filter((kept) => kept !== n));
    } else if (picked.length >= count) {
      setFull(true);
    } else {
      setFull(false);
      onChange([...picked, n]);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = movedIndex(event.key, index, numbers.length);
    if (target === undefined) return;
    event.preventDefault();
    setFocused(target);
    buttons.current[target]?.focus();
  };

  return (
    <div className="ps-number-grid">
      <p className="ps-field__label" id={labelId}>
        {label}
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={[statusId, errorId].filter(Boolean).join(' ')}
        className={special ? 'ps-number-grid__numbers ps-number-grid__numbers--special' : 'ps-number-grid__numbers'}
        style={style}
      >
        {numbers.map((n, index) => (
          <button
            key={n}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className="ps-number-grid__number"
            aria-pressed={picked.includes(n)}
            tabIndex={index === current ? 0 : -1}
            onClick={() => toggle(n)}
            onFocus={() => setFocused(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {n}
          </button>
        ))}
      </div>
      <p className="ps-field__hint" id={statusId} aria-live="polite">
        {full ? t('tickets.form.full', { count }) : t('tickets.form.picked', { picked: picked.length, count })}
      </p>
    </div>
  );
}
