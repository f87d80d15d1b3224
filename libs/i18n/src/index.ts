export * from './languages.js';
export { i18n, addTranslations, useLanguage, COMMON_NAMESPACE } from './i18n.js';
export type { CommonTexts } from './resources/en.js';
