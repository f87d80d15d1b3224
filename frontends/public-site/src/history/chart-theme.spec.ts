import { describe, expect, it } from '@jest/globals';
import { chartTheme, themedChartOptions } from './chart-theme.js';

// libs/ui styles/theme.css, dark palette.
const DARK: Record<string, string> = { '--pw-color-text': '#eef1fa', '--pw-color-text-muted': '#b3bbd6', '--pw-color-border': '#2c3555' };

describe('statistics chart theme', () => {
  it('reads the page theme, so a dark page gets light text and dark grid lines', () => {
    expect(chartTheme((property) => DARK[property] ?? '')).toEqual({ text: '#eef1fa', muted: '#b3bbd6', grid: '#2c3555' });
  });

  it('colours the legend, the axis labels and the grid from the theme', () => {
    const options = themedChartOptions({ text: '#eef1fa', muted: '#b3bbd6', grid: '#2c3555' });
    expect(options.plugins.legend.labels.color).toBe('#eef1fa');
    for (const axis of [options.scales.x, options.scales.y]) {
      expect(axis.ticks.color).toBe('#b3bbd6');
      expect(axis.grid.color).toBe('#2c3555');
      expect(axis.border.color).toBe('#2c3555');
    }
    expect(options.scales.y.beginAtZero).toBe(true);
  });
});
