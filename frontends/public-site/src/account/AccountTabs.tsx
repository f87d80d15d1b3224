import type { ReactNode } from 'react';
import { Tabs } from '@ark-ui/react/tabs';

export interface AccountTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * The /auth screen's tabs (Ark: arrow keys, Home and End move between them, the panel follows).
 * Every panel stays mounted, so what was typed in one survives a visit to the other.
 */
export function AccountTabs({ label, tabs }: { label: string; tabs: readonly [AccountTab, ...AccountTab[]] }) {
  return (
    <Tabs.Root className="ps-tabs" defaultValue={tabs[0].value}>
      <Tabs.List className="ps-tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className="ps-tabs__trigger">
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="ps-tabs__panel">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
