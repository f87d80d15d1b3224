import { languageLocale } from '@pickwise/lottery';
import { useEffect, useRef, useState } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Filler, Legend, LineController, LineElement, LinearScale, PointElement, Tooltip } from 'chart.js';
import type { NumberChance } from '@pickwise/lottery';
import { useMediaQuery } from '../components/use-media-query.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { ChanceTable } from './ChanceTable.js';
import { chartTheme, themedChartOptions } from './chart-theme.js';

// Only the parts this chart uses, so the rest of chart.js stays out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, Filler, Legend, LineController, LineElement, LinearScale, PointElement, Tooltip);

interface FrequencyChartProps {
  title: string;
  numbers: readonly NumberChance[];
  color: string;
}

/**
 * Counts per number as bars, with the band chance alone gives 95% of the time (shaded) and the
 * expected count (a line). The canvas is a picture for sighted users; the same figures are in the
 * table below it for screen readers and keyboard users.
 */
export function FrequencyChart({ title, numbers, color }: FrequencyChartProps) {
  const { t, language } = usePublicSiteTexts();
  const canvas = useRef<HTMLCanvasElement>(null);
  // The chart is drawn again in the other theme's colours when the system switches between light and dark.
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  // Drawn once it comes near the screen: building a chart is the heaviest work of the statistics
  // page, and below the fold (a phone) it need not hold up the page's start.
  const nearView = useNearView(canvas);

  useEffect(() => {
    if (!canvas.current || !nearView) return;
    const pageStyle = getComputedStyle(canvas.current);
    const theme = chartTheme((property) => pageStyle.getPropertyValue(property).trim());
    const themed = themedChartOptions(theme);
    const labels = numbers.map((entry) => String(entry.number));
    const flat = (value: (entry: NumberChance) => number) => numbers.map(value);
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels,
        datasets: [
          { type: 'bar', label: t('stats.observed'), data: flat((entry) => entry.observed), backgroundColor: color, order: 3 },
          { type: 'line', label: t('stats.expected'), data: flat((entry) => entry.expected), borderColor: theme.text, borderDash: [6, 4], pointRadius: 0, order: 1 },
          { type: 'line', label: `${t('stats.band')} −`, data: flat((entry) => entry.low), borderWidth: 0, pointRadius: 0, order: 2 },
          { type: 'line', label: t('stats.band'), data: flat((entry) => entry.high), borderWidth: 0, pointRadius: 0, backgroundColor: 'rgba(100, 116, 139, 0.25)', fill: '-1', order: 2 },
        ],
      },
      options: {
        // Drawn once: chart.js's entry animation drew frames for a second after the figures came, a
        // phone's main thread busy with decoration while the page was still being made usable.
        animation: false,
        // Axis ticks and tooltips in the page's number format, as the tables beside the chart.
        locale: languageLocale(language),
        maintainAspectRatio: false,
        plugins: { legend: { labels: { ...themed.plugins.legend.labels, filter: (item) => !item.text.endsWith('−') } } },
        scales: themed.scales,
      },
    });
    return () => chart.destroy();
  }, [nearView, numbers, color, dark, t, language]);

  return (
    <figure className="ps-stats-figure">
      <figcaption>{title}</figcaption>
      <div className="ps-stats-canvas">
        <canvas ref={canvas} role="img" aria-label={`${title}. ${t('stats.chartLabel')}`} />
      </div>
      <p className="ps-stats-hint">{t('stats.chartHint')}</p>
      <details>
        <summary>{t('stats.showTable')}</summary>
        <ChanceTable caption={title} numbers={numbers} hiddenCaption />
      </details>
    </figure>
  );
}

/** How far below the screen an element counts as near it, so it is ready when scrolled to. */
const NEAR_VIEW_MARGIN = '300px';

/** Whether the element has come within NEAR_VIEW_MARGIN of the screen (and stays true from then on). */
function useNearView(element: { readonly current: Element | null }): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      setNear(true);
      observer.disconnect();
    }, { rootMargin: NEAR_VIEW_MARGIN });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
