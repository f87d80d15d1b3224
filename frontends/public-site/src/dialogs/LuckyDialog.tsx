import { useId, useState } from 'react';
import { MAX_FAVORITES } from '@pickwise/lottery';
import { GAME_COPY } from '@pickwise/site/copy';
import { loadLuckyForm, saveLuckyForm } from '../generation/form-storage.js';
import type { LuckyRequestOptions } from '../generation/method-options.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { AddValueRow } from './AddValueRow.js';
import { Chips } from './Chips.js';
import { addFavorite, favoriteFitsGame, type FavoriteError } from './favorite-rules.js';
import { MethodDialog, MethodForm } from './MethodDialog.js';
import type { MethodDialogProps } from './method-dialog-props.js';

const ERROR_TEXT_KEYS: Record<FavoriteError, string> = {
  invalid: 'dialogs.lucky.invalid',
  outOfRange: 'dialogs.lucky.outOfRange',
  max: 'dialogs.lucky.max',
  duplicate: 'dialogs.lucky.duplicate',
};

export function LuckyDialog(props: MethodDialogProps<LuckyRequestOptions>) {
  return <MethodDialog method="lucky" Form={LuckyForm} {...props} />;
}

function LuckyForm({ game, onOpenChange, pending, onGenerate }: MethodDialogProps<LuckyRequestOptions>) {
  const { t, pick } = usePublicSiteTexts();
  const ids = { input: useId(), error: useId(), hint: useId(), unfit: useId() };
  const [favorites, setFavorites] = useState<number[]>(() => loadLuckyForm().favorites);
  const [input, setInput] = useState('');
  const [error, setError] = useState<FavoriteError | null>(null);
  // The saved numbers are shared by every game, so some may not fit this one: they must go before generating.
  const unfit = favorites.filter((n) => !favoriteFitsGame(game, n));

  const specialName = GAME_COPY[game.id].specialName;
  const ranges = specialName
    ? t('dialogs.lucky.rangesWithSpecial', { game: game.name, max: game.mainMax, special: pick(specialName), specialMin: game.specialMin, specialMax: game.specialMax })
    : t('dialogs.lucky.ranges', { game: game.name, max: game.mainMax });

  const update = (next: number[]) => {
    setFavorites(next);
    saveLuckyForm({ favorites: next });
  };

  const add = () => {
    const result = addFavorite(game, favorites, input);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    setInput('');
    update(result.favorites);
  };

  const canGenerate = favorites.length > 0 && favorites.length <= MAX_FAVORITES && unfit.length === 0;
  const onSubmit = () => {
    if (canGenerate) onGenerate({ favorites });
  };

  return (
    <MethodForm onSubmit={onSubmit} onCancel={() => onOpenChange(false)} canGenerate={canGenerate} pending={pending}>
      <div className="ps-field">
        <label htmlFor={ids.input}>{t('dialogs.lucky.input')}</label>
        <AddValueRow
          id={ids.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={input}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error && ids.error, ids.hint, unfit.length > 0 && ids.unfit].filter(Boolean).join(' ')}
          onChange={(event) => {
            setInput(event.target.value);
            setError(null);
          }}
          onAdd={add}
        />
        {error && (
          <p id={ids.error} className="ps-field__error" role="alert">
            {error === 'outOfRange' ? `${t(ERROR_TEXT_KEYS.outOfRange, { value: input.trim(), game: game.name })} ${ranges}` : t(ERROR_TEXT_KEYS[error])}
          </p>
        )}
        <p id={ids.hint} className="ps-field__hint">
          {t('dialogs.lucky.count', { count: favorites.length })} · {ranges}
        </p>
        <Chips values={favorites} label={t('dialogs.lucky.list')} onRemove={(n) => update(favorites.filter((f) => f !== n))} />
        {unfit.length > 0 && (
          <p id={ids.unfit} className="ps-field__error">
            {t('dialogs.lucky.removeUnfit', { game: game.name, numbers: unfit.join(', ') })}
          </p>
        )}
      </div>
      {favorites.length === 0 && <p className="ps-field__hint">{t('dialogs.lucky.needOne')}</p>}
    </MethodForm>
  );
}
