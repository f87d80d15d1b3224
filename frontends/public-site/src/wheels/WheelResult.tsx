import type { VerifiedWheel } from '@pickwise/lottery';

/** A built, verified wheel: its figures, lines and exports (part R of issue 28 replaces this first version). */
export function WheelResult({ wheel, buildMillis }: { wheel: VerifiedWheel; buildMillis: number }) {
  return (
    <section data-testid="wheel-result" data-lines={wheel.lines.length} data-verified-cases={wheel.verifiedCases} data-build-ms={Math.round(buildMillis)}>
      <ol>
        {wheel.lines.map((line, index) => (
          <li key={index}>{line.main.join(' ')}</li>
        ))}
      </ol>
    </section>
  );
}
