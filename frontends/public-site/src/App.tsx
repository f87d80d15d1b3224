/**
 * The public_site remote's `./App`: every visitor screen, mounted by the shell at `/` (English)
 * and `/es/` (Spanish) with the paths below relative to that mount. Paths this remote does not own
 * get the shell's 404 page.
 */
import { Route, Routes } from 'react-router';
import type { RemoteAppProps } from '@pickwise/ui';
import './i18n/texts.js';
import './public-site.css';
import { ChooseLotteryPage } from './routes/ChooseLotteryPage.js';
import { GameGeneratorPage } from './routes/GameGeneratorPage.js';
import { GeneratorEntryPage } from './routes/GeneratorEntryPage.js';
import { HomePage } from './routes/HomePage.js';

export default function App({ notFound }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="generator" element={<GeneratorEntryPage />} />
      <Route path="choose-lottery" element={<ChooseLotteryPage />} />
      <Route path="games/:id/generate" element={<GameGeneratorPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
