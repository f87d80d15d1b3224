import { Button, type ButtonProps } from '@pickwise/ui';

interface BusyButtonProps extends ButtonProps {
  /** While true the button is disabled, marked busy and says `busyLabel`. */
  busy: boolean;
  busyLabel: string;
}

/** A button that starts something slow: while it runs it cannot be pressed again and says so. */
export function BusyButton({ busy, busyLabel, children, disabled, ...props }: BusyButtonProps) {
  return (
    <Button {...props} disabled={busy || disabled} aria-busy={busy}>
      {busy ? (
        <>
          <span className="admin-busy" aria-hidden="true" /> {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
