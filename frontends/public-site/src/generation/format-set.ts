/** The copy/share text of a set (docs/product-spec.md §9): main numbers joined by commas, then ' + ' and the specials. */
export function formatSet(main: readonly number[], special: readonly number[]): string {
  const mainText = main.join(', ');
  return special.length > 0 ? `${mainText} + ${special.join(', ')}` : mainText;
}
