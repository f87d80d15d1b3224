import './styles/theme.css';
import './styles/components.css';

export { Button, buttonClassName, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button.js';
export { Card, Badge, Spinner, type CardProps, type BadgeTone } from './components/Card.js';
export { Dialog, type DialogProps } from './components/Dialog.js';
export { Flag, type FlagProps } from './components/Flag.js';
export { HelpResourceLinks } from './components/HelpResourceLinks.js';
export { Icon, type IconName, type IconProps } from './components/Icon.js';
export { Tooltip, type TooltipProps } from './components/Tooltip.js';
export { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './components/tooltip-timing.js';
export { notify, ToastRegion, type ToastKind, type ToastMessage } from './components/Toasts.js';
export { useHydrated } from './use-hydrated.js';
export { useJackpotsPaused } from './use-jackpots-paused.js';
export { PAUSE_ATTRIBUTE, applyStoredPause, readStoredPause, setJackpotsPaused, type PauseSource } from './pause-mode.js';
export { ServerHeadContext, useDocumentTitle, type ServerHead } from './document-title.js';
export type { RemoteAppProps } from './remote-contract.js';
