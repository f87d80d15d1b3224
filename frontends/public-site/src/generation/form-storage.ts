/**
 * The dialogs remember what the visitor typed in browser storage (docs/product-spec.md §3), under the spec's keys.
 * Stored values are checked on the way back in, since anything may have written them.
 */
import { isCalendarDate, ZODIAC_SIGNS, type ZodiacSign } from '@pickwise/lottery';

export interface BirthdayFormData {
  birthdates: string[];
  importantDates: string[];
}
export interface LuckyFormData {
  favorites: number[];
}
export interface HoroscopeFormData {
  sign: ZodiacSign | '';
  date: string;
}

const KEYS = {
  birthday: 'birthday-form-data',
  lucky: 'lucky-form-data',
  horoscope: 'horoscope-form-data',
} as const;

const isDateList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string' && isCalendarDate(item));

function read(key: string): Record<string, unknown> | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be full or disabled (private mode); the form still works without it.
  }
}

export function loadBirthdayForm(): BirthdayFormData {
  const stored = read(KEYS.birthday);
  return {
    birthdates: isDateList(stored?.birthdates) ? stored.birthdates : [],
    importantDates: isDateList(stored?.importantDates) ? stored.importantDates : [],
  };
}
export const saveBirthdayForm = (data: BirthdayFormData) => write(KEYS.birthday, data);

export function loadLuckyForm(): LuckyFormData {
  const favorites = read(KEYS.lucky)?.favorites;
  return {
    favorites: Array.isArray(favorites) ? favorites.filter((n): n is number => Number.isInteger(n)) : [],
  };
}
export const saveLuckyForm = (data: LuckyFormData) => write(KEYS.lucky, data);

export function loadHoroscopeForm(today: string): HoroscopeFormData {
  const stored = read(KEYS.horoscope);
  const sign = (ZODIAC_SIGNS as readonly unknown[]).includes(stored?.sign) ? (stored?.sign as ZodiacSign) : '';
  const date = typeof stored?.date === 'string' && isCalendarDate(stored.date) ? stored.date : today;
  return { sign, date };
}
export const saveHoroscopeForm = (data: HoroscopeFormData) => write(KEYS.horoscope, data);
