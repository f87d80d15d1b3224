import type { InputHTMLAttributes, KeyboardEvent } from 'react';
import { Button } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';

export type AddValueRowProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'onKeyDown'> & {
  /** Adds the typed value; the Add button and the Enter key call it. */
  onAdd: () => void;
  addDisabled?: boolean;
};

/** An input with an Add button beside it. docs/product-spec.md §5: Enter adds the value (it must not submit the form). */
export function AddValueRow({ onAdd, addDisabled, ...inputProps }: AddValueRowProps) {
  const { t } = usePublicSiteTexts();
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onAdd();
    }
  };
  return (
    <div className="ps-field__row">
      <input className="ps-input" {...inputProps} onKeyDown={addOnEnter} />
      <Button variant="secondary" onClick={onAdd} disabled={addDisabled}>
        {t('dialogs.add')}
      </Button>
    </div>
  );
}
