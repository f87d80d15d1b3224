/**
 * The gambling-help services of the shared help banner (docs/product-spec.md §2: a US helpline, a UK
 * and a European gambling-help site), labelled by the `help.*` common texts. The shell's banner and
 * footer and the /responsible page list these same three.
 * GamCare, which runs the UK's National Gambling Helpline, replaced BeGambleAware here: GambleAware
 * closed on 31 March 2026 when the statutory levy's commissioners took over its work.
 */
export const HELP_LINKS = [
  { labelKey: 'help.us', href: 'https://www.ncpgambling.org/help-treatment/' },
  { labelKey: 'help.uk', href: 'https://www.gamcare.org.uk/' },
  { labelKey: 'help.europe', href: 'https://www.gamblingtherapy.org/' },
] as const;
