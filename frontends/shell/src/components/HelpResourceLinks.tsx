import { useTranslation } from 'react-i18next';
import type { CommonTexts } from '@pickwise/i18n';

/** Gambling-help services linked from the help banner and the footer (docs/product-spec.md §2). */
const HELP_RESOURCES: ReadonlyArray<{ labelKey: `help.${keyof CommonTexts['help'] & ('us' | 'uk' | 'europe')}`; href: string }> = [
  { labelKey: 'help.us', href: 'https://www.ncpgambling.org/help-treatment/' },
  { labelKey: 'help.uk', href: 'https://www.begambleaware.org/' },
  { labelKey: 'help.europe', href: 'https://www.gamblingtherapy.org/' },
];

/** One `<li>` per help service, opening in a new tab (said to screen readers); the caller owns the `<ul>`. */
export function HelpResourceLinks() {
  const { t } = useTranslation();
  return HELP_RESOURCES.map((resource) => (
    <li key={resource.href}>
      <a href={resource.href} target="_blank" rel="noopener noreferrer">
        {t(resource.labelKey)}
        <span className="pw-visually-hidden"> {t('footer.opensInNewTab')}</span>
      </a>
    </li>
  ));
}
