import type { ReactElement, ReactNode } from 'react';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import { Portal } from '@ark-ui/react/portal';

/** Spec §2/§9: tooltips open after 700 ms on hover (at once on focus), 4 px from their trigger. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
const TOOLTIP_SIDE_OFFSET_PX = 4;

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (button, link, or an element with tabIndex=0) that the tooltip describes. */
  children: ReactElement;
}

export function Tooltip({ content, children }: TooltipProps) {
  return (
    <ArkTooltip.Root
      openDelay={TOOLTIP_OPEN_DELAY_MS}
      closeDelay={TOOLTIP_SKIP_DELAY_MS}
      positioning={{ offset: { mainAxis: TOOLTIP_SIDE_OFFSET_PX } }}
      lazyMount
      unmountOnExit
    >
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner>
          <ArkTooltip.Content className="pw-tooltip-content">{content}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
