import type { CommonTexts } from '@pickwise/i18n';

/** Gambling-help services linked from the help banner and the footer (spec §2). */
export const HELP_RESOURCES: ReadonlyArray<{ labelKey: `help.${keyof CommonTexts['help'] & ('us' | 'uk' | 'europe')}`; href: string }> = [
  { labelKey: 'help.us', href: 'https://www.ncpgambling.org/help-treatment/' },
  { labelKey: 'help.uk', href: 'https://www.begambleaware.org/' },
  { labelKey: 'help.europe', href: 'https://www.gamblingtherapy.org/' },
];
