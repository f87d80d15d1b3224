import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, HELP_LINKS } from '@pickwise/i18n';

/**
 * One `<li>` per gambling-help service (libs/i18n HELP_LINKS, docs/product-spec.md §2), opening in a
 * new tab (said to screen readers); the caller owns the `<ul>`. Its texts are the common ones, named
 * explicitly so a remote whose default namespace is its own still gets them.
 */
export function HelpResourceLinks() {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return HELP_LINKS.map((resource) => (
    <li key={resource.href}>
      <a href={resource.href} target="_blank" rel="noopener noreferrer">
        {t(resource.labelKey)}
        <span className="pw-visually-hidden"> {t('footer.opensInNewTab')}</span>
      </a>
    </li>
  ));
}
