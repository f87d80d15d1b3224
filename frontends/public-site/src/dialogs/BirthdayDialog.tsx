import { useId, useState, type ReactNode } from 'react';
import { languageLocale, MAX_BIRTHDATES, MAX_IMPORTANT_DATES } from '@pickwise/lottery';
import { loadBirthdayForm, saveBirthdayForm, type BirthdayFormData } from '../generation/form-storage.js';
import { birthdayRequestOptions, type BirthdayRequestOptions } from '../generation/method-options.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { AddValueRow, type AddValueRowProps } from './AddValueRow.js';
import { Chips } from './Chips.js';
import { formatCalendarDate, localIsoDate } from './dates.js';
import { MethodDialog, MethodForm } from './MethodDialog.js';
import type { MethodDialogProps } from './method-dialog-props.js';


export function BirthdayDialog(props: MethodDialogProps<BirthdayRequestOptions>) {
  return <MethodDialog method="birthday" Form={BirthdayForm} {...props} />;
}

type DateList = keyof BirthdayFormData;

function BirthdayForm({ onOpenChange, pending, onGenerate }: MethodDialogProps<BirthdayRequestOptions>) {
  const { t } = usePublicSiteTexts();
  const birthErrorId = useId();
  const today = localIsoDate();
  const [form, setForm] = useState<BirthdayFormData>(loadBirthdayForm);
  const [birthInput, setBirthInput] = useState('');
  const [importantInput, setImportantInput] = useState('');
  const [birthError, setBirthError] = useState<string | null>(null);

  const update = (next: BirthdayFormData) => {
    setForm(next);
    saveBirthdayForm(next);
  };

  // Duplicates and dates past a list's maximum are ignored (docs/product-spec.md §5).
  const addDate = (list: DateList, date: string, max: number) => {
    if (form[list].includes(date) || form[list].length >= max) return;
    update({ ...form, [list]: [...form[list], date] });
  };
  const removeDate = (list: DateList, date: string) => update({ ...form, [list]: form[list].filter((d) => d !== date) });

  const addBirthdate = () => {
    if (!birthInput) return;
    if (birthInput > today) {
      setBirthError(t('dialogs.birthday.futureDate'));
      return;
    }
    setBirthError(null);
    setBirthInput('');
    addDate('birthdates', birthInput, MAX_BIRTHDATES);
  };

  const addImportantDate = () => {
    if (!importantInput) return;
    setImportantInput('');
    addDate('importantDates', importantInput, MAX_IMPORTANT_DATES);
  };

  const hasDates = form.birthdates.length + form.importantDates.length > 0;
  const onSubmit = () => {
    if (hasDates) onGenerate(birthdayRequestOptions(form.birthdates, form.importantDates));
  };
  const birthdatesFull = form.birthdates.length >= MAX_BIRTHDATES;
  const importantFull = form.importantDates.length >= MAX_IMPORTANT_DATES;

  return (
    <MethodForm onSubmit={onSubmit} onCancel={() => onOpenChange(false)} canGenerate={hasDates} pending={pending}>
      <DateListField
        label={t('dialogs.birthday.birthdateInput')}
        listLabel={t('dialogs.birthday.birthdates')}
        dates={form.birthdates}
        full={birthdatesFull}
        limitText={t(birthdatesFull ? 'dialogs.birthday.birthdatesFull' : 'dialogs.birthday.maxBirthdates')}
        errorId={birthError ? birthErrorId : undefined}
        onRemove={(date) => removeDate('birthdates', date)}
        max={today}
        value={birthInput}
        aria-invalid={birthError ? true : undefined}
        onChange={(event) => {
          setBirthInput(event.target.value);
          setBirthError(null);
        }}
        onAdd={addBirthdate}
      >
        {birthError && (
          <p id={birthErrorId} className="ps-field__error" role="alert">
            {birthError}
          </p>
        )}
      </DateListField>

      <DateListField
        label={t('dialogs.birthday.importantDates')}
        listLabel={t('dialogs.birthday.importantDates')}
        dates={form.importantDates}
        full={importantFull}
        limitText={t(importantFull ? 'dialogs.birthday.importantDatesFull' : 'dialogs.birthday.maxImportantDates')}
        onRemove={(date) => removeDate('importantDates', date)}
        value={importantInput}
        onChange={(event) => setImportantInput(event.target.value)}
        onAdd={addImportantDate}
      />

      {!hasDates && <p className="ps-field__hint">{t('dialogs.birthday.needOne')}</p>}
    </MethodForm>
  );
}

type DateListFieldProps = Omit<AddValueRowProps, 'id' | 'type' | 'readOnly' | 'addDisabled' | 'value' | 'aria-describedby'> & {
  label: string;
  listLabel: string;
  dates: readonly string[];
  /** The list has its maximum: the input is read-only and Add is disabled. */
  full: boolean;
  /** How many dates the list takes, or, once full, why no more can be added. */
  limitText: string;
  /** The id of an error shown in `children`, which the input is then described by. */
  errorId?: string | undefined;
  value: string;
  onRemove: (date: string) => void;
  /** Errors between the input and the list. */
  children?: ReactNode;
};

/**
 * A date input with Add, the list's limit, then the dates added so far (in the page's language), each
 * removable. A full list keeps its input focusable but read-only, and the limit's text, which the input
 * is described by, says why (politely announced when it changes).
 */
function DateListField({ label, listLabel, dates, full, limitText, errorId, value, onRemove, children, ...input }: DateListFieldProps) {
  const { language } = usePublicSiteTexts();
  const inputId = useId();
  const limitId = useId();
  return (
    <div className="ps-field">
      <label htmlFor={inputId}>{label}</label>
      <AddValueRow
        id={inputId}
        type="date"
        value={value}
        readOnly={full}
        addDisabled={full || !value}
        aria-describedby={errorId ? `${errorId} ${limitId}` : limitId}
        {...input}
      />
      {children}
      <p id={limitId} className="ps-field__hint" aria-live="polite">
        {limitText}
      </p>
      <Chips values={dates} label={listLabel} onRemove={onRemove} format={(date) => formatCalendarDate(date, languageLocale(language))} />
    </div>
  );
}
