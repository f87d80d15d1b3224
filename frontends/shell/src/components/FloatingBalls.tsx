/**
 * Decorative background of floating numbered balls (docs/product-spec.md §2). Purely visual: hidden from assistive
 * tech, still when the user prefers reduced motion, and some only on wider screens. Where each ball sits, its size,
 * colour and delay are in shell.css (`.shell-ball:nth-child(n)`): presentation in the stylesheet costs the home
 * page's first-load JavaScript nothing.
 */
const NUMBERS = [7, 21, 42, 13, 88, 55, 99, 36, 64, 17, 31] as const;

export function FloatingBalls() {
  return (
    <div className="shell-balls" aria-hidden="true">
      {NUMBERS.map((number) => (
        <span key={number} className="shell-ball">
          {number}
        </span>
      ))}
    </div>
  );
}
