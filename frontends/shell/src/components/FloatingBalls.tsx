/**
 * Decorative background of floating numbered balls (docs/product-spec.md §2). Purely visual: hidden from assistive
 * tech, still when the user prefers reduced motion, and the `--wide` ones only on wider screens.
 */
const BALLS: ReadonlyArray<{ number: number; top: string; left: string; size: number; hue: string; wide: boolean }> = [
  { number: 7, top: '12%', left: '6%', size: 64, hue: '#6366f1', wide: false },
  { number: 21, top: '22%', left: '88%', size: 54, hue: '#ec4899', wide: false },
  { number: 42, top: '48%', left: '3%', size: 72, hue: '#f59e0b', wide: true },
  { number: 13, top: '66%', left: '92%', size: 48, hue: '#10b981', wide: true },
  { number: 88, top: '82%', left: '10%', size: 58, hue: '#8b5cf6', wide: true },
  { number: 55, top: '36%', left: '70%', size: 44, hue: '#0ea5e9', wide: true },
  { number: 99, top: '8%', left: '58%', size: 50, hue: '#ef4444', wide: true },
  { number: 36, top: '74%', left: '48%', size: 46, hue: '#14b8a6', wide: true },
  { number: 64, top: '58%', left: '24%', size: 40, hue: '#f97316', wide: true },
  { number: 17, top: '90%', left: '78%', size: 52, hue: '#a855f7', wide: false },
  { number: 31, top: '28%', left: '36%', size: 38, hue: '#22c55e', wide: true },
];

export function FloatingBalls() {
  return (
    <div className="shell-balls" aria-hidden="true">
      {BALLS.map((ball, index) => (
        <span
          key={ball.number}
          className={ball.wide ? 'shell-ball shell-ball--wide' : 'shell-ball'}
          style={{
            top: ball.top,
            left: ball.left,
            width: ball.size,
            height: ball.size,
            fontSize: ball.size * 0.36,
            background: `radial-gradient(circle at 30% 30%, #ffffff 0%, ${ball.hue} 70%)`,
            animationDelay: `${-index * 1.7}s`,
          }}
        >
          {ball.number}
        </span>
      ))}
    </div>
  );
}
