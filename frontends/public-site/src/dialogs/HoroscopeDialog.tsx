import { useId, useState } from 'react';
import { ZODIAC_SIGNS } from '@pickwise/lottery';
import { loadHoroscopeForm, saveHoroscopeForm, type HoroscopeFormData } from '../generation/form-storage.js';
import type { HoroscopeRequestOptions } from '../generation/method-options.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { localIsoDate } from './dates.js';
import { MethodDialog, MethodForm } from './MethodDialog.js';
import type { MethodDialogProps } from './method-dialog-props.js';

const SIGN_SYMBOLS = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'] as const;

export function HoroscopeDialog(props: MethodDialogProps<HoroscopeRequestOptions>) {
  return <MethodDialog method="horoscope" Form={HoroscopeForm} {...props} />;
}

function HoroscopeForm({ onOpenChange, pending, onGenerate }: MethodDialogProps<HoroscopeRequestOptions>) {
  const { t } = usePublicSiteTexts();
  const dateId = useId();
  const [form, setForm] = useState<HoroscopeFormData>(() => loadHoroscopeForm(localIsoDate()));

  const update = (next: HoroscopeFormData) => {
    setForm(next);
    saveHoroscopeForm(next);
  };

  const onSubmit = () => {
    if (!form.sign) return;
    // The date is optional (docs/product-spec.md §5); the service takes today when it is left out.
    onGenerate({ sign: form.sign, ...(form.date ? { date: form.date } : {}) });
  };

  return (
    <MethodForm onSubmit={onSubmit} onCancel={() => onOpenChange(false)} canGenerate={Boolean(form.sign)} pending={pending}>
      <fieldset className="ps-signs">
        <legend className="ps-field__label">{t('dialogs.horoscope.sign')}</legend>
        <div className="ps-signs__grid">
          {ZODIAC_SIGNS.map((sign, index) => (
            <label key={sign} className="ps-sign">
              <input
                type="radio"
                name="zodiac-sign"
                value={sign}
                checked={form.sign === sign}
                onChange={() => update({ ...form, sign })}
                required
              />
              <span className="ps-sign__symbol" aria-hidden="true">
                {SIGN_SYMBOLS[index]}
              </span>
              <span className="ps-sign__name">{t(`zodiac.${sign}`)}</span>
            </label>
          ))}
        </div>
        {!form.sign && <p className="ps-field__hint">{t('dialogs.horoscope.chooseSign')}</p>}
      </fieldset>
      <div className="ps-field">
        <label htmlFor={dateId}>{t('dialogs.horoscope.date')}</label>
        <input id={dateId} className="ps-input" type="date" value={form.date} onChange={(event) => update({ ...form, date: event.target.value })} />
      </div>
    </MethodForm>
  );
}
