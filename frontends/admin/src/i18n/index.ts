import { addTranslations } from '@pickwise/i18n';
import { en } from './en.js';

export const ADMIN_NAMESPACE = 'admin';
// Spanish is fetched only for Spanish pages; App waits for it (`ready`).
addTranslations(ADMIN_NAMESPACE, { en, es: () => import('./es.js').then((module) => module.es) });
