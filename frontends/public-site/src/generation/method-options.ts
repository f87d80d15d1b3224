import type { MethodId, MethodWithOptions, ZodiacSign } from '@pickwise/lottery';

/** What each dialog hands to the generator; empty lists are left out (docs/product-spec.md §5: sent as absent). */
export interface BirthdayRequestOptions {
  birthdates?: string[];
  importantDates?: string[];
}
export interface LuckyRequestOptions {
  favorites: number[];
}
export interface HoroscopeRequestOptions {
  sign: ZodiacSign;
  date?: string;
}

export type RequestOptions =
  | { method: 'birthday'; options: BirthdayRequestOptions }
  | { method: 'lucky'; options: LuckyRequestOptions }
  | { method: 'horoscope'; options: HoroscopeRequestOptions }
  | { method: Exclude<MethodId, MethodWithOptions>; options?: undefined };

/** The analytics summary of the options: `bd=n,imp=n`, `fav=n` or `sign=x` (docs/product-spec.md §7); empty otherwise. */
export function summarizeOptions(request: RequestOptions): string {
  switch (request.method) {
    case 'birthday':
      return `bd=${request.options.birthdates?.length ?? 0},imp=${request.options.importantDates?.length ?? 0}`;
    case 'lucky':
      return `fav=${request.options.favorites.length}`;
    case 'horoscope':
      return `sign=${request.options.sign}`;
    default:
      return '';
  }
}

/** Birthday options as the API wants them: duplicates dropped, empty lists absent. */
export function birthdayRequestOptions(birthdates: readonly string[], importantDates: readonly string[]): BirthdayRequestOptions {
  const unique = (dates: readonly string[]) => [...new Set(dates)];
  return {
    ...(birthdates.length > 0 ? { birthdates: unique(birthdates) } : {}),
    ...(importantDates.length > 0 ? { importantDates: unique(importantDates) } : {}),
  };
}
