/** A text the site shows in English and in Spanish; a page shows the side of its language. */
export interface Bilingual {
  en: string;
  es: string;
}
