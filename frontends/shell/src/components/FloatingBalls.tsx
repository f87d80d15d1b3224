/**
 * Decorative background of numbered balls (docs/product-spec.md §2). Purely visual: hidden from assistive tech,
 * still (no animation), and only in the page margins beside the content column on screens wide enough to have
 * such margins, so never under text or a control. Where each ball sits, its size and colour are in shell.css
 * (`.shell-ball:nth-child(n)`): presentation in the stylesheet costs the home page's first-load JavaScript nothing.
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
