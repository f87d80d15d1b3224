import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { GameHistoryPage } from './GameHistoryPage.js';
import { HistoryIndexPage } from './HistoryIndexPage.js';

/**
 * The routes under /history, relative to it: kept out of App.tsx so the home page's first load
 * carries one lazy route for all of them (docs/architecture.md §10 budget).
 */
export default function HistoryRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route index element={<HistoryIndexPage />} />
      <Route path=":id" element={<GameHistoryPage view="draws" />} />
      <Route path=":id/stats" element={<GameHistoryPage view="stats" />} />
      <Route path=":id/check" element={<GameHistoryPage view="check" />} />
      <Route path=":id/corrections" element={<GameHistoryPage view="corrections" />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
