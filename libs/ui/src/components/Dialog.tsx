import type { ReactNode } from 'react';
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the × button, in the page language. */
  closeLabel: string;
  children: ReactNode;
}

/** A modal dialog (focus trapped, Escape and backdrop close it, focus returns to the opener). */
export function Dialog({ open, onOpenChange, title, description, closeLabel, children }: DialogProps) {
  return (
    <ArkDialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit>
      <Portal>
        <ArkDialog.Backdrop className="pw-dialog-backdrop" />
        <ArkDialog.Positioner className="pw-dialog-positioner">
          <ArkDialog.Content className="pw-dialog-content">
            <ArkDialog.Title className="pw-dialog-title">{title}</ArkDialog.Title>
            {description ? <ArkDialog.Description className="pw-dialog-description">{description}</ArkDialog.Description> : null}
            {children}
            <ArkDialog.CloseTrigger className="pw-dialog-close" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
