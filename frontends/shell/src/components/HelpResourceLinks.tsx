import { useTranslation } from 'react-i18next';
import { HELP_LINKS } from '@pickwise/i18n';

/** One `<li>` per help service (docs/product-spec.md §2), opening in a new tab (said to screen readers); the caller owns the `<ul>`. */
export function HelpResourceLinks() {
  const { t } = useTranslation();
  return HELP_LINKS.map((resource) => (
    <li key={resource.href}>
      <a href={resource.href} target="_blank" rel="noopener noreferrer">
        {t(resource.labelKey)}
        <span className="pw-visually-hidden"> {t('footer.opensInNewTab')}</span>
      </a>
    </li>
  ));
}
