import type { IslandTexts } from './island-page.js';

/**
 * The nav's menu button below 768 px (TopNav.tsx renders it): opens and closes the link list, with
 * the same classes, icon and label the application's TopNav uses; Escape closes it and gives the
 * focus back to the button.
 */
export function enhanceMenu(doc: Document, texts: IslandTexts): void {
  const button = doc.querySelector<HTMLButtonElement>('.shell-nav__menu-button');
  const list = doc.getElementById(button?.getAttribute('aria-controls') ?? '');
  if (!button || !list) return;
  const icon = button.querySelector<HTMLElement>('.pw-icon');
  const label = button.querySelector<HTMLElement>('.pw-visually-hidden');
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    list.classList.toggle('shell-nav__links--open', open);
    icon?.setAttribute('data-icon', open ? 'close' : 'menu');
    if (label) label.textContent = open ? texts.closeMenu : texts.openMenu;
  };
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  list.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || button.getAttribute('aria-expanded') !== 'true') return;
    setOpen(false);
    button.focus();
  });
}
