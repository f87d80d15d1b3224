import '../styles/icons.css';

/** The site's line icons, each drawn in `libs/ui/src/icons/<name>.svg`. */
export const ICON_NAMES = ['ball', 'cake', 'chip', 'clock', 'clover', 'close', 'dice', 'flame', 'lifebuoy', 'link', 'menu', 'moon-star', 'offline', 'scale', 'shield', 'states', 'ticket', 'user', 'warning'] as const;
export type IconName = (typeof ICON_NAMES)[number];

export interface IconProps {
  name: IconName;
  /** Sizes it (`font-size`: the icon is 1em square) and colours it (`color`). */
  className?: string;
}

/**
 * A decorative icon in the current text colour, hidden from assistive technology. The SVG is a CSS
 * mask (icons.css), so the icons cost no script, and they replace emoji, which several systems draw
 * as empty boxes.
 */
export function Icon({ name, className }: IconProps) {
  return <span className={className ? `pw-icon ${className}` : 'pw-icon'} data-icon={name} aria-hidden="true" />;
}
