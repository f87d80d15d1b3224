import { metricsRegistry } from '../metrics/metrics.js';
import { createCircuitBreaker } from './circuit-breaker.js';

const gaugeValue = async (breaker: string) => {
  const metric = await metricsRegistry.getSingleMetric('circuit_breaker_state')?.get();
  return metric?.values.find((value) => value.labels.breaker === breaker)?.value;
};

describe('createCircuitBreaker', () => {
  it('stays closed on a single early failure, then opens after enough failures', async () => {
    const failing = createCircuitBreaker(async () => Promise.reject(new Error('provider down')), { name: 'spec:failing', volumeThreshold: 3, resetTimeoutMs: 60_000 });
    await expect(failing.fire()).rejects.toThrow('provider down');
    expect(failing.opened).toBe(false);
    expect(await gaugeValue('spec:failing')).toBe(0);
    await expect(failing.fire()).rejects.toThrow('provider down');
    await expect(failing.fire()).rejects.toThrow('provider down');
    expect(failing.opened).toBe(true);
    expect(await gaugeValue('spec:failing')).toBe(2);
    // Open: the call is refused without reaching the provider.
    await expect(failing.fire()).rejects.toThrow(/Breaker is open/);
    failing.shutdown();
  });

  it('passes results through while closed', async () => {
    const working = createCircuitBreaker(async (n: number) => n * 2, { name: 'spec:working' });
    await expect(working.fire(21)).resolves.toBe(42);
    expect(await gaugeValue('spec:working')).toBe(0);
    working.shutdown();
  });
});
