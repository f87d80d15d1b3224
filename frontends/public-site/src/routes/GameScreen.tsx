import { lazy } from 'react';
import { GameGeneratorPage } from './GameGeneratorPage.js';

// The odds screen's tables, calculator and every game's prize tables load only when it is shown,
// so the generator page, the one most visitors open, neither downloads nor runs them.
const OddsPage = lazy(() => import('./OddsPage.js').then((module) => ({ default: module.OddsPage })));

/**
 * A game's own screens, one lazily loaded chunk: the generator (/games/:id/generate) and its odds
 * and expected value (/odds/:id), which the generator links to. One lazy route for both keeps the
 * home page's first load small (docs/architecture.md §10 budget); the odds screen is a second,
 * nested chunk of its own.
 */
export default function GameScreen({ screen }: { screen: 'generator' | 'odds' }) {
  return screen === 'odds' ? <OddsPage /> : <GameGeneratorPage />;
}
