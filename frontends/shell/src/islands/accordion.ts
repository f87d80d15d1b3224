/**
 * The FAQ accordion as Ark UI's Accordion renders it (frontends/public-site/src/content/FaqAccordion.tsx:
 * `data-scope="accordion"`, parts marked `data-part`, state in `data-state`), made to work as it does in
 * the application: one answer open at a time, the open one closed again by its question; Enter and
 * Space (the buttons' own), arrow keys, Home and End move between the questions.
 */
export function enhanceAccordions(doc: Document): void {
  for (const root of doc.querySelectorAll<HTMLElement>('[data-scope="accordion"][data-part="root"]')) enhanceAccordion(root);
}

const parts = (root: HTMLElement, part: string) => [...root.querySelectorAll<HTMLElement>(`[data-scope="accordion"][data-part="${part}"]`)];

function setItemOpen(item: HTMLElement, open: boolean): void {
  const state = open ? 'open' : 'closed';
  for (const element of [item, ...item.querySelectorAll<HTMLElement>('[data-scope="accordion"]')]) element.setAttribute('data-state', state);
  item.querySelector('[data-part="item-trigger"]')?.setAttribute('aria-expanded', String(open));
  const content = item.querySelector<HTMLElement>('[data-part="item-content"]');
  if (content) content.hidden = !open;
}

function enhanceAccordion(root: HTMLElement): void {
  const items = parts(root, 'item');
  const triggers = parts(root, 'item-trigger');
  root.addEventListener('click', (event) => {
    const trigger = (event.target as Element).closest<HTMLElement>('[data-part="item-trigger"]');
    const item = trigger?.closest<HTMLElement>('[data-part="item"]');
    if (!trigger || !item || !items.includes(item)) return;
    const opening = trigger.getAttribute('aria-expanded') !== 'true';
    for (const other of items) setItemOpen(other, opening && other === item);
  });
  root.addEventListener('keydown', (event) => {
    const index = triggers.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const last = triggers.length - 1;
    const next = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    triggers[next]?.focus();
  });
}
