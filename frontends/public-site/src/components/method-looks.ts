import type { MethodId } from '@pickwise/lottery';
import type { IconName } from '@pickwise/ui';
import { ENTRY_CARDS } from '../generation/entry-cards.js';

/** Icon and gradient of a method's card on the home page (docs/product-spec.md §3 "Method card"). */
export interface MethodLook {
  icon: IconName;
  gradient: string;
}

/** The random method has no entry card of its own, so its look is set here. */
const RANDOM_LOOK: MethodLook = { icon: 'dice', gradient: 'linear-gradient(135deg, #0ea5e9, #4f46e5)' };

/** A method's look: its /generator entry card's icon and colour, shaded into a gradient. */
export function methodLook(method: MethodId): MethodLook {
  const card = ENTRY_CARDS.find((entry) => entry.methodId === method);
  if (!card) return RANDOM_LOOK;
  return { icon: card.icon, gradient: `linear-gradient(135deg, ${card.color}, color-mix(in srgb, ${card.color} 55%, #1e1b4b))` };
}
