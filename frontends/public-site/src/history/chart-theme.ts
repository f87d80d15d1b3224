/**
 * The statistics charts' colours, taken from libs/ui's theme (its custom properties, which follow
 * the system's light or dark preference, styles/theme.css) rather than chart.js's defaults, which are
 * grey text and black lines drawn for a white page.
 */
export interface ChartTheme {
  /** Legend text and the expected-count line. */
  text: string;
  /** Axis labels. */
  muted: string;
  /** Grid lines. */
  grid: string;
}

/** The theme as the page shows it now, read through `themeValue` (a custom property's computed value). */
export function chartTheme(themeValue: (property: string) => string): ChartTheme {
  return { text: themeValue('--pw-color-text'), muted: themeValue('--pw-color-text-muted'), grid: themeValue('--pw-color-border') };
}

/** chart.js options for the legend and both axes in the theme's colours. */
export function themedChartOptions(theme: ChartTheme) {
  const axis = { ticks: { color: theme.muted }, grid: { color: theme.grid }, border: { color: theme.grid } };
  return {
    plugins: { legend: { labels: { color: theme.text } } },
    scales: { x: axis, y: { ...axis, beginAtZero: true } },
  };
}
