import de from 'flag-icons/flags/4x3/de.svg';
import eu from 'flag-icons/flags/4x3/eu.svg';
import gb from 'flag-icons/flags/4x3/gb.svg';
import it from 'flag-icons/flags/4x3/it.svg';
import us from 'flag-icons/flags/4x3/us.svg';
import es from '../flags/es.svg';

/**
 * The flags the site shows (flag-icons, MIT), by ISO 3166 code, `EU` for pan-European games. Each is
 * a separate hashed file, fetched as an image: emoji flags are drawn as letters or boxes by several
 * operating systems. Spain's is its civil flag, without the coat of arms: flag-icons draws the arms
 * in full (81 KB, a hundred times any other flag here, and a cost to paint), which at 32 × 24 pixels
 * no one can make out.
 */
const FLAG_URLS: Readonly<Record<string, string>> = { DE: de, ES: es, EU: eu, GB: gb, IT: it, US: us };

export interface FlagProps {
  /** ISO 3166 code (`GB`, not `UK`) or `EU`; a code with no flag renders nothing. */
  code: string;
  /** The country's name where the flag stands alone; leave it out (decorative) next to a text that names it. */
  label?: string;
  className?: string;
}

/** A 4:3 flag image, 32 × 24 unless the class sizes it (CSS `width`; the height follows). */
export function Flag({ code, label = '', className }: FlagProps) {
  const src = FLAG_URLS[code];
  if (!src) return null;
  return <img className={className ? `pw-flag ${className}` : 'pw-flag'} src={src} alt={label} width={32} height={24} decoding="async" />;
}
