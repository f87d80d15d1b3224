import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Dialog } from '@pickwise/ui';
import { loadBirthdayForm, saveBirthdayForm, type BirthdayFormData } from '../generation/form-storage.js';
import { birthdayRequestOptions, type BirthdayRequestOptions } from '../generation/method-options.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { Chips } from './Chips.js';
import { DialogActions } from './DialogActions.js';
import { localIsoDate } from './dates.js';
import type { MethodDialogProps } from './method-dialog-props.js';

/** Spec §5 and §9: at most 5 birthdates; the API takes at most 10 important dates. */
const MAX_BIRTHDATES = 5;
const MAX_IMPORTANT_DATES = 10;

export function BirthdayDialog(props: MethodDialogProps<BirthdayRequestOptions>) {
  const { t } = usePublicSiteTexts();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('dialogs.birthday.title')}
      description={t('dialogs.birthday.description')}
      closeLabel={t('dialogs.close')}
    >
      <BirthdayForm {...props} />
    </Dialog>
  );
}

function BirthdayForm({ onOpenChange, pending, onGenerate }: MethodDialogProps<BirthdayRequestOptions>) {
  const { t } = usePublicSiteTexts();
  const ids = { birth: useId(), birthError: useId(), important: useId() };
  const today = localIsoDate();
  const [form, setForm] = useState<BirthdayFormData>(loadBirthdayForm);
  const [birthInput, setBirthInput] = useState('');
  const [importantInput, setImportantInput] = useState('');
  const [birthError, setBirthError] = useState<string | null>(null);

  const update = (next: BirthdayFormData) => {
    setForm(next);
    saveBirthdayForm(next);
  };

  const addBirthdate = () => {
    if (!birthInput) return;
    if (birthInput > today) {
      setBirthError(t('dialogs.birthday.futureDate'));
      return;
    }
    setBirthError(null);
    setBirthInput('');
    // Duplicates are ignored (spec §5).
    if (form.birthdates.includes(birthInput) || form.birthdates.length >= MAX_BIRTHDATES) return;
    update({ ...form, birthdates: [...form.birthdates, birthInput] });
  };

  const addImportantDate = () => {
    if (!importantInput) return;
    setImportantInput('');
    if (form.importantDates.includes(importantInput) || form.importantDates.length >= MAX_IMPORTANT_DATES) return;
    update({ ...form, importantDates: [...form.importantDates, importantInput] });
  };

  const addOnEnter = (add: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  const hasDates = form.birthdates.length + form.importantDates.length > 0;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (hasDates) onGenerate(birthdayRequestOptions(form.birthdates, form.importantDates));
  };
  const birthdatesFull = form.birthdates.length >= MAX_BIRTHDATES;
  const importantFull = form.importantDates.length >= MAX_IMPORTANT_DATES;

  return (
    <form className="ps-dialog-form" onSubmit={onSubmit} noValidate>
      <div className="ps-field">
        <label htmlFor={ids.birth}>{t('dialogs.birthday.birthdateInput')}</label>
        <div className="ps-field__row">
          <input
            id={ids.birth}
            className="ps-input"
            type="date"
            max={today}
            value={birthInput}
            disabled={birthdatesFull}
            aria-invalid={birthError ? true : undefined}
            aria-describedby={birthError ? ids.birthError : undefined}
            onChange={(event) => {
              setBirthInput(event.target.value);
              setBirthError(null);
            }}
            onKeyDown={addOnEnter(addBirthdate)}
          />
          <Button variant="secondary" onClick={addBirthdate} disabled={birthdatesFull || !birthInput}>
            {t('dialogs.add')}
          </Button>
        </div>
        {birthError && (
          <p id={ids.birthError} className="ps-field__error" role="alert">
            {birthError}
          </p>
        )}
        <p className="ps-field__hint">{t('dialogs.birthday.maxBirthdates')}</p>
        {form.birthdates.length > 0 && (
          <Chips
            values={form.birthdates}
            label={t('dialogs.birthday.birthdates')}
            onRemove={(date) => update({ ...form, birthdates: form.birthdates.filter((d) => d !== date) })}
          />
        )}
      </div>

      <div className="ps-field">
        <label htmlFor={ids.important}>{t('dialogs.birthday.importantDates')}</label>
        <div className="ps-field__row">
          <input
            id={ids.important}
            className="ps-input"
            type="date"
            value={importantInput}
            disabled={importantFull}
            onChange={(event) => setImportantInput(event.target.value)}
            onKeyDown={addOnEnter(addImportantDate)}
          />
          <Button variant="secondary" onClick={addImportantDate} disabled={importantFull || !importantInput}>
            {t('dialogs.add')}
          </Button>
        </div>
        {importantFull && <p className="ps-field__hint">{t('dialogs.birthday.maxImportantDates')}</p>}
        {form.importantDates.length > 0 && (
          <Chips
            values={form.importantDates}
            label={t('dialogs.birthday.importantDates')}
            onRemove={(date) => update({ ...form, importantDates: form.importantDates.filter((d) => d !== date) })}
          />
        )}
      </div>

      {!hasDates && <p className="ps-field__hint">{t('dialogs.birthday.needOne')}</p>}
      <DialogActions onCancel={() => onOpenChange(false)} canGenerate={hasDates} pending={pending} />
    </form>
  );
}
