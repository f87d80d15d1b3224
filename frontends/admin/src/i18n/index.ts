import { addTranslations } from '@pickwise/i18n';
import { en } from './en.js';
import { es } from './es.js';

export const ADMIN_NAMESPACE = 'admin';
addTranslations(ADMIN_NAMESPACE, { en, es });
