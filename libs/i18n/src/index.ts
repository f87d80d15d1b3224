export * from './languages.js';
export { i18n, addTranslations, changeLanguage, useLanguage, COMMON_NAMESPACE, type TextsLoader } from './i18n.js';
export type { CommonTexts } from './resources/en.js';
export { HELP_LINKS } from './help-links.js';
