import type { ReactNode } from 'react';
import './hero.css';

/** The compact page header of the secondary screens (not the home page): gradient `<h1>` and an intro line. */
export function CompactHero({ title, intro }: { title: ReactNode; intro: ReactNode }) {
  return (
    <header className="ps-hero ps-hero--compact">
      <div className="pw-container ps-hero__inner">
        <h1>
          <span className="ps-gradient-text">{title}</span>
        </h1>
        <p className="ps-hero__sub">{intro}</p>
      </div>
    </header>
  );
}
