import type { ComponentType, FormEvent, ReactNode } from 'react';
import type { MethodWithOptions } from '@pickwise/lottery';
import { Button, Dialog } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';
import type { MethodDialogProps } from './method-dialog-props.js';

/**
 * The frame of every method dialog (the methods that take options; each has `dialogs.<method>.title`
 * and `.description` texts): the modal with the method's title and description around its form. The form is the dialog's content, so it mounts (and reads its saved input) on each opening.
 */
export function MethodDialog<Options>({
  method,
  Form,
  ...props
}: MethodDialogProps<Options> & { method: MethodWithOptions; Form: ComponentType<MethodDialogProps<Options>> }) {
  const { t } = usePublicSiteTexts();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t(`dialogs.${method}.title`)}
      description={t(`dialogs.${method}.description`)}
      closeLabel={t('dialogs.close')}
    >
      <Form {...props} />
    </Dialog>
  );
}

interface MethodFormProps {
  /** Called on submit (the page does not reload); the form decides whether it can generate. */
  onSubmit: () => void;
  onCancel: () => void;
  canGenerate: boolean;
  pending: boolean;
  children: ReactNode;
}

/** A method dialog's form with Cancel and Generate at its foot; Generate reads 'Generating...' while pending. */
export function MethodForm({ onSubmit, onCancel, canGenerate, pending, children }: MethodFormProps) {
  const { t } = usePublicSiteTexts();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="ps-dialog-form" onSubmit={submit} noValidate>
      {children}
      <div className="ps-dialog__actions">
        <Button variant="ghost" onClick={onCancel}>
          {t('dialogs.cancel')}
        </Button>
        <Button type="submit" disabled={!canGenerate || pending}>
          {pending ? t('generator.generating') : t('dialogs.generate')}
        </Button>
      </div>
    </form>
  );
}
