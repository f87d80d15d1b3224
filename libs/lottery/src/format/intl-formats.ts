/**
 * Intl formats by locale and options, each built once and reused: building one costs far more
 * than formatting with it, and a page formats dozens of dates and amounts in a render (a phone
 * feels the difference on the home page's twelve cards and a history page's hundred rows).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(formats: Map<string, T>, locale: string, options: object | undefined, create: () => T): T {
  const key = `${locale}|${JSON.stringify(options ?? {})}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = create()));
  return format;
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** The locale a page language formats numbers and dates in: 292,201,338 and 'Sat, Nov 28' in English, 292.201.338 and 'sáb, 28 nov' in Spanish. */
export const languageLocale = (language: string): string => (language === 'es' ? 'es-ES' : 'en-US');
