import { Tabs } from '@ark-ui/react/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@pickwise/ui';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { DataFetchTab } from '../tabs/DataFetchTab.js';
import { GameHealthTab } from '../tabs/GameHealthTab.js';
import { GenerationMonitorTab } from '../tabs/GenerationMonitorTab.js';
import { ProviderUsageTab } from '../tabs/ProviderUsageTab.js';
import { ContactMessagesTab } from '../tabs/ContactMessagesTab.js';

const TABS = [
  { value: 'health', Panel: GameHealthTab },
  { value: 'fetch', Panel: DataFetchTab },
  { value: 'provider', Panel: ProviderUsageTab },
  { value: 'monitor', Panel: GenerationMonitorTab },
  { value: 'messages', Panel: ContactMessagesTab },
] as const;
type TabValue = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

/**
 * /data-admin (docs/product-spec.md §2 "Admin panel"): five tabs (the four of the specification and the contact form's messages) (Ark: arrow keys, Home and End move between
 * them). The open tab is kept in the URL (?tab=), so a reload or a shared link opens it again. A
 * panel is mounted the first time it is opened (its data is read then) and kept mounted after,
 * so a run started on one tab keeps its state while another is shown.
 */
export function AdminPanel() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(t('documentTitle'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: TabValue = isTab(requested) ? requested : 'health';

  return (
    <div className="pw-container admin">
      <header className="admin__header">
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </header>
      <Tabs.Root
        className="admin-tabs"
        value={selected}
        onValueChange={({ value }) => setParams(value === 'health' ? {} : { tab: value }, { replace: true })}
        lazyMount
      >
        <Tabs.List className="admin-tabs__list" aria-label={t('tabsLabel')}>
          {TABS.map(({ value }) => (
            <Tabs.Trigger key={value} value={value} className="admin-tabs__trigger">
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} className="admin-tabs__panel">
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
