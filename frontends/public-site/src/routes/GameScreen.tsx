import { GameGeneratorPage } from './GameGeneratorPage.js';
import { OddsPage } from './OddsPage.js';

/**
 * A game's own screens, one lazily loaded chunk: the generator (/games/:id/generate) and its odds
 * and expected value (/odds/:id), which the generator links to. One chunk keeps the home page's
 * first load to a single lazy route for both (docs/architecture.md §10 budget).
 */
export default function GameScreen({ screen }: { screen: 'generator' | 'odds' }) {
  return screen === 'odds' ? <OddsPage /> : <GameGeneratorPage />;
}
