import { useState } from 'react';
import { api, type DrawFilter, type DrawRecord } from '@pickwise/api-client';
import { notify } from '@pickwise/ui';
import { historyCsv, historyExportFileName, historyJson, type Game } from '@pickwise/lottery';
import { trackEvent } from '../analytics.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { formatCount } from '../odds/number-format.js';

const PAGE = 100;

/** Every draw of the filter, page by page (a filter may hold more than one page). */
async function allDrawsOf(game: string, filter: DrawFilter): Promise<DrawRecord[]> {
  const draws: DrawRecord[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await api.getDraws({ game, filter, limit: PAGE, offset });
    draws.push(...page.draws);
    if (page.draws.length === 0 || draws.length >= page.total) return draws;
  }
}

/** Saves the text as a file through a temporary link to a Blob (the history export, the wheel's CSV). */
export function download(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has read the blob once the click was handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * The export of docs/product-spec.md §4/§5/§8: the rows of the current filter, refused with 'No
 * data to export' when there are none; the button is disabled while it runs; a toast says how it went.
 */
export function useHistoryExport(game: Game, filter: DrawFilter) {
  const { t, language } = usePublicSiteTexts();
  const [exporting, setExporting] = useState(false);

  async function run(format: 'csv' | 'json'): Promise<void> {
    setExporting(true);
    try {
      const draws = await allDrawsOf(game.id, filter);
      if (draws.length === 0) {
        notify('error', { title: t('history.noDataToExport') });
        return;
      }
      const fileName = historyExportFileName(filter, today(), format);
      if (format === 'csv') download(historyCsv(game, draws), fileName, 'text/csv;charset=utf-8');
      else download(historyJson(game, draws), fileName, 'application/json');
      trackEvent({ name: format === 'csv' ? 'csv_export' : 'json_export', params: { game_name: game.name, record_count: draws.length } });
      notify('success', { title: t(format === 'csv' ? 'history.exportSuccess' : 'history.exportJsonSuccess', { records: formatCount(draws.length, language) }) });
    } catch (error) {
      console.error('History export failed', error);
      notify('error', { title: t('history.exportFailed') });
    } finally {
      setExporting(false);
    }
  }

  return { exporting, exportCsv: () => void run('csv'), exportJson: () => void run('json') };
}
