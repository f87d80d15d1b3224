import { useId, useState, type FormEvent } from 'react';
import { WHEEL_SPECIAL_SETS_MAX, WHEEL_SPECIAL_SETS_MIN } from '@pickwise/contracts';
import { GAMES, findGame, type Game, type GameId } from '@pickwise/lottery';
import { Button } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { NumberGrid } from '../tickets/NumberGrid.js';
import { buildBlocker, maxChosen, parseNumberList, type BuildBlocker, type WheelDraft } from './wheel-draft.js';

interface WheelFormProps {
  game: Game;
  draft: WheelDraft;
  onGameChange: (game: GameId) => void;
  onDraftChange: (draft: WheelDraft) => void;
  onBuild: () => void;
  /** While a build runs the form stays editable, but Build waits for it to end or be cancelled. */
  building: boolean;
}

/** Every figure from 1 to `most`, for a guarantee's select. */
const upTo = (least: number, most: number) => Array.from({ length: Math.max(0, most - least + 1) }, (_unused, index) => least + index);

/** A short example of the in-turn sets for the game (`3 9; 4 10` for two special numbers). */
function turnExample(game: Game): string {
  return [0, 1].map((set) => upTo(1, game.specialCount).map((place) => Math.min(game.specialMax, game.specialMin + set + (place - 1) * 6)).join(' ')).join('; ');
}

/**
 * The wheel's form: the game, the chosen numbers (a grid of toggle buttons or a typed list), key numbers among them, the
 * guarantee "t if m" and the special numbers. Build is disabled, with the reason beside it, while the draft cannot be built.
 */
export function WheelForm({ game, draft, onGameChange, onDraftChange, onBuild, building }: WheelFormProps) {
  const { t } = usePublicSiteTexts();
  const id = useId();
  const [typed, setTyped] = useState<string>();
  const typedList = typed ?? draft.numbers.join(', ');
  const typedReading = typed === undefined ? undefined : parseNumberList(typed, 1, game.mainMax);
  const typedInvalid = typedReading?.invalid ?? [];
  const most = maxChosen(game);
  const typedTooMany = typedReading !== undefined && typedReading.numbers.length > most;
  const typedProblem = typedInvalid.length > 0 ? t('wheels.typedInvalid', { parts: typedInvalid.join(', ') }) : typedTooMany ? t('wheels.typedTooMany', { count: typedReading.numbers.length, most }) : undefined;
  const blocker = buildBlocker(draft, game);
  const change = (part: Partial<WheelDraft>) => onDraftChange({ ...draft, ...part });

  const setNumbers = (numbers: number[]) => change({ numbers: [...numbers].sort((a, b) => a - b), keys: draft.keys.filter((key) => numbers.includes(key)) });
  const onTyped = (text: string) => {
    setTyped(text);
    const { numbers, invalid } = parseNumberList(text, 1, game.mainMax);
    if (invalid.length === 0 && numbers.length <= most) setNumbers(numbers);
  };
  const toggleKey = (number: number, on: boolean) => change({ keys: on ? [...draft.keys, number].sort((a, b) => a - b) : draft.keys.filter((key) => key !== number) });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocker && !building) onBuild();
  };

  return (
    <form className="ps-panel ps-wheel-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('wheels.formHeading')}</h2>
      <div className="ps-field">
        <label htmlFor={`${id}-game`}>{t('wheels.game')}</label>
        <select
          id={`${id}-game`}
          className="ps-input"
          value={game.id}
          onChange={(event) => {
            setTyped(undefined);
            onGameChange(findGame(event.target.value)?.id ?? game.id);
          }}
        >
          {GAMES.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>

      <NumberGrid
        key={`main-${game.id}`}
        label={t('wheels.chosenGrid', { min: game.mainCount + 1, max: most })}
        min={1}
        max={game.mainMax}
        count={most}
        picked={draft.numbers}
        onChange={(numbers) => {
          setTyped(undefined);
          setNumbers(numbers);
        }}
      />
      <div className="ps-field">
        <label htmlFor={`${id}-typed`}>{t('wheels.typed')}</label>
        <input
          id={`${id}-typed`}
          className="ps-input"
          inputMode="numeric"
          autoComplete="off"
          value={typedList}
          onChange={(event) => onTyped(event.target.value)}
          onBlur={() => typedProblem === undefined && setTyped(undefined)}
          aria-invalid={typedProblem !== undefined}
          aria-describedby={`${id}-typed-hint`}
        />
        <p className={typedProblem ? 'ps-field__error' : 'ps-field__hint'} id={`${id}-typed-hint`}>
          {typedProblem ?? t('wheels.typedHint', { max: game.mainMax })}
        </p>
      </div>

      <fieldset className="ps-wheel-form__group" aria-describedby={`${id}-keys-hint`}>
        <legend className="ps-field__label">{t('wheels.keys')}</legend>
        <p className="ps-field__hint" id={`${id}-keys-hint`}>
          {t('wheels.keysHint')}
        </p>
        {draft.numbers.length === 0 ? (
          <p className="ps-field__hint">{t('wheels.keysNone')}</p>
        ) : (
          <ul className="ps-wheel-form__keys">
            {draft.numbers.map((number) => (
              <li key={number}>
                <label className="ps-wheel-form__key">
                  <input type="checkbox" checked={draft.keys.includes(number)} onChange={(event) => toggleKey(number, event.target.checked)} aria-label={t('wheels.keyLabel', { number })} />
                  <span aria-hidden="true">{number}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <fieldset className="ps-wheel-form__group" aria-describedby={`${id}-guarantee-sentence`}>
        <legend className="ps-field__label">{t('wheels.guarantee')}</legend>
        <div className="ps-wheel-form__guarantee">
          <label htmlFor={`${id}-t`}>{t('wheels.guaranteeMatch')}</label>
          <select id={`${id}-t`} className="ps-input" value={draft.t} onChange={(event) => change({ t: Number(event.target.value), m: Math.max(draft.m, Number(event.target.value)) })}>
            {upTo(1, game.mainCount).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-m`}>{t('wheels.guaranteeIf')}</label>
          <select id={`${id}-m`} className="ps-input" value={draft.m} onChange={(event) => change({ m: Number(event.target.value) })}>
            {upTo(draft.t, game.mainCount).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <p className="ps-field__hint" id={`${id}-guarantee-sentence`}>
          {t('wheels.guaranteeSentence', { t: draft.t, m: draft.m })}
        </p>
      </fieldset>

      {game.specialCount > 0 && <SpecialsFields game={game} draft={draft} onChange={change} />}

      <div className="ps-wheel-form__actions">
        <Button type="submit" disabled={blocker !== undefined || building} aria-describedby={blocker ? `${id}-blocked` : undefined}>
          {t('wheels.build')}
        </Button>
        {blocker && (
          <p className="ps-field__hint" id={`${id}-blocked`} data-testid="wheel-blocked">
            {blockerText(t, blocker)}
          </p>
        )}
      </div>
    </form>
  );
}

function blockerText(t: ReturnType<typeof usePublicSiteTexts>['t'], blocker: BuildBlocker): string {
  switch (blocker.reason) {
    case 'tooFewNumbers':
      return t('wheels.blocked.tooFewNumbers', { needed: blocker.needed });
    case 'fixedSpecial':
      return t('wheels.blocked.fixedSpecial', { count: blocker.count });
    case 'turnSets':
      return t('wheels.blocked.turnSets', { least: WHEEL_SPECIAL_SETS_MIN, most: WHEEL_SPECIAL_SETS_MAX });
    default:
      return t(`wheels.blocked.${blocker.reason}`);
  }
}

/** The special numbers: one fixed choice for every line, or a typed list of sets given to the lines in turn. */
function SpecialsFields({ game, draft, onChange }: { game: Game; draft: WheelDraft; onChange: (part: Partial<WheelDraft>) => void }) {
  const { t } = usePublicSiteTexts();
  const id = useId();
  return (
    <fieldset className="ps-wheel-form__group" aria-describedby={`${id}-note`}>
      <legend className="ps-field__label">{t('wheels.specials')}</legend>
      <p className="ps-field__hint" id={`${id}-note`}>
        {t('wheels.specialsNote')}
      </p>
      {(['fixed', 'in-turn'] as const).map((mode) => (
        <label key={mode} className="ps-wheel-form__choice">
          <input type="radio" name={`${id}-mode`} value={mode} checked={draft.specialsMode === mode} onChange={() => onChange({ specialsMode: mode })} />{' '}
          {t(mode === 'fixed' ? 'wheels.specialsFixed' : 'wheels.specialsInTurn')}
        </label>
      ))}
      {draft.specialsMode === 'fixed' ? (
        <NumberGrid
          key={`special-${game.id}`}
          label={t('wheels.fixedGrid', { count: game.specialCount, min: game.specialMin, max: game.specialMax })}
          min={game.specialMin}
          max={game.specialMax}
          count={game.specialCount}
          picked={draft.fixedSpecial}
          onChange={(fixedSpecial) => onChange({ fixedSpecial })}
          special
        />
      ) : (
        <div className="ps-field">
          <label htmlFor={`${id}-turn`}>{t('wheels.turnLabel')}</label>
          <input
            id={`${id}-turn`}
            className="ps-input"
            autoComplete="off"
            value={draft.turnText}
            onChange={(event) => onChange({ turnText: event.target.value })}
            aria-describedby={`${id}-turn-hint`}
          />
          <p className="ps-field__hint" id={`${id}-turn-hint`}>
            {t('wheels.turnHint', { count: game.specialCount, min: game.specialMin, max: game.specialMax, example: turnExample(game), least: WHEEL_SPECIAL_SETS_MIN, most: WHEEL_SPECIAL_SETS_MAX })}
          </p>
        </div>
      )}
    </fieldset>
  );
}
