/**
 * The public_site remote's `./App`: every visitor screen, mounted by the shell at `/` (English)
 * and `/es/` (Spanish) with the paths below relative to that mount. Paths this remote does not own
 * get the shell's 404 page.
 */
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner, type RemoteAppProps } from '@pickwise/ui';
import './i18n/texts.js';
import './public-site.css';
import { ChooseLotteryPage } from './routes/ChooseLotteryPage.js';
import { GeneratorEntryPage } from './routes/GeneratorEntryPage.js';
import { HomePage } from './routes/HomePage.js';

// The game generator carries the method dialogs and the offline generator: loaded only when opened,
// so the home page's first load stays small.
const GameGeneratorPage = lazy(() => import('./routes/GameGeneratorPage.js').then((module) => ({ default: module.GameGeneratorPage })));

function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className="ps-screen-loading">
      <Spinner label={t('loading')} />
    </div>
  );
}

export default function App({ notFound }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="generator" element={<GeneratorEntryPage />} />
      <Route path="choose-lottery" element={<ChooseLotteryPage />} />
      <Route
        path="games/:id/generate"
        element={
          <Suspense fallback={<ScreenLoading />}>
            <GameGeneratorPage />
          </Suspense>
        }
      />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
