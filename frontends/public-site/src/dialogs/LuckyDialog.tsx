import { useId, useState } from 'react';
import { loadLuckyForm, saveLuckyForm } from '../generation/form-storage.js';
import type { LuckyRequestOptions } from '../generation/method-options.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { AddValueRow } from './AddValueRow.js';
import { Chips } from './Chips.js';
import { MAX_FAVORITES } from '@pickwise/lottery';
import { addFavorite, type FavoriteError } from './favorite-rules.js';
import { MethodDialog, MethodForm } from './MethodDialog.js';
import type { MethodDialogProps } from './method-dialog-props.js';

const ERROR_TEXT_KEYS: Record<FavoriteError, string> = {
  invalid: 'dialogs.lucky.invalid',
  max: 'dialogs.lucky.max',
  duplicate: 'dialogs.lucky.duplicate',
};

export function LuckyDialog(props: MethodDialogProps<LuckyRequestOptions>) {
  return <MethodDialog method="lucky" Form={LuckyForm} {...props} />;
}

function LuckyForm({ game, onOpenChange, pending, onGenerate }: MethodDialogProps<LuckyRequestOptions>) {
  const { t } = usePublicSiteTexts();
  const ids = { input: useId(), error: useId(), hint: useId() };
  const [favorites, setFavorites] = useState<number[]>(() => loadLuckyForm().favorites);
  const [input, setInput] = useState('');
  const [error, setError] = useState<FavoriteError | null>(null);

  const update = (next: number[]) => {
    setFavorites(next);
    saveLuckyForm({ favorites: next });
  };

  const add = () => {
    const result = addFavorite(favorites, input);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    setInput('');
    update(result.favorites);
  };

  const onSubmit = () => {
    if (favorites.length > 0) onGenerate({ favorites });
  };

  return (
    <MethodForm
      onSubmit={onSubmit}
      onCancel={() => onOpenChange(false)}
      canGenerate={favorites.length > 0 && favorites.length <= MAX_FAVORITES}
      pending={pending}
    >
      <div className="ps-field">
        <label htmlFor={ids.input}>{t('dialogs.lucky.input')}</label>
        <AddValueRow
          id={ids.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={input}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${error ? `${ids.error} ` : ''}${ids.hint}`}
          onChange={(event) => {
            setInput(event.target.value);
            setError(null);
          }}
          onAdd={add}
        />
        {error && (
          <p id={ids.error} className="ps-field__error" role="alert">
            {t(ERROR_TEXT_KEYS[error])}
          </p>
        )}
        <p id={ids.hint} className="ps-field__hint">
          {t('dialogs.lucky.count', { count: favorites.length })} · {t('dialogs.lucky.rangeHint', { game: game.name, max: game.mainMax })}
        </p>
        <Chips values={favorites} label={t('dialogs.lucky.list')} onRemove={(n) => update(favorites.filter((f) => f !== n))} />
      </div>
      {favorites.length === 0 && <p className="ps-field__hint">{t('dialogs.lucky.needOne')}</p>}
    </MethodForm>
  );
}
