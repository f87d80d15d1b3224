import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { DialogProps } from './Dialog.js';

/** The Ark UI dialog behind `Dialog`, in its own chunk (see Dialog.tsx). */
export default function DialogContent({ open, onOpenChange, title, description, closeLabel, children }: DialogProps) {
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
