import { useTranslation } from 'react-i18next';
import { HelpResourceLinks } from '@pickwise/ui';

/** The gambling-help services (libs/ui HelpResourceLinks) beside the budgets. */
export function HelplineLinks() {
  const { t } = useTranslation();
  return (
    <aside className="ps-spending__help" aria-labelledby="spending-help-heading">
      <h4 id="spending-help-heading">{t('spending.budgets.helpHeading')}</h4>
      <p>{t('spending.budgets.helpText')}</p>
      <ul>
        <HelpResourceLinks />
      </ul>
    </aside>
  );
}
