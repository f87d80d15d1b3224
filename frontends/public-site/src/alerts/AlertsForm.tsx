import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@pickwise/api-client';
import { useUpdateNotificationPreferences, type NotificationChannel, type NotificationKind, type NotificationPreferencesView } from '@pickwise/api-client/notifications';
import { GAMES, type Game, type GameId } from '@pickwise/lottery';
import { JACKPOT_THRESHOLD_MAX } from '@pickwise/contracts/limits';
import { Button } from '@pickwise/ui';
import { ScrollRegion } from '../components/ScrollRegion.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { ALERT_KINDS, draftsOf, formatThreshold, preferencesOf, type AlertDraft, type AlertDrafts, type ThresholdProblem } from './alert-drafts.js';

const CHANNELS: readonly NotificationChannel[] = ['push', 'email'];

type Status = { kind: 'saved' } | { kind: 'invalid'; problems: Partial<Record<GameId, ThresholdProblem>> } | { kind: 'refused' | 'saveFailed' } | undefined;

const thresholdId = (game: GameId) => `alert-threshold-${game}`;

/**
 * "What to tell you": one table per kind, a row per game with a switch per channel (the jackpot's
 * with its amount in the game's currency), every one off until the player turns it on; Save sends
 * them all at once (PUT replaces the rules) and says how it went in a live region.
 */
export function AlertsForm({ view }: { view: NotificationPreferencesView }) {
  const { t, language } = usePublicSiteTexts();
  const update = useUpdateNotificationPreferences();
  const [drafts, setDrafts] = useState<AlertDrafts>(() => draftsOf(view.rules, language));
  const [status, setStatus] = useState<Status>();
  const form = useRef<HTMLFormElement>(null);
  const problems = status?.kind === 'invalid' ? status.problems : {};
  const above = new Set(view.jackpotsAbove);

  const edit = (kind: NotificationKind, game: GameId, change: Partial<AlertDraft>) =>
    setDrafts((all) => ({ ...all, [kind]: { ...all[kind], [game]: { ...all[kind][game], ...change } } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = preferencesOf(drafts, language);
    if (!outcome.ok) {
      setStatus({ kind: 'invalid', problems: outcome.problems });
      const first = GAMES.find((game) => outcome.problems[game.id] !== undefined);
      if (first) form.current?.querySelector<HTMLInputElement>(`#${thresholdId(first.id)}`)?.focus();
      return;
    }
    update.mutate(outcome.preferences, {
      onSuccess: (saved) => {
        setDrafts(draftsOf(saved.rules, language));
        setStatus({ kind: 'saved' });
      },
      // The form checks what the API checks: a 400 means the two disagree; say so in the page's language.
      onError: (error) => setStatus({ kind: error instanceof ApiError && error.isValidation ? 'refused' : 'saveFailed' }),
    });
  };

  const switchCell = (kind: NotificationKind, game: Game, channel: NotificationChannel) => (
    <td key={channel} className="ps-alerts__switch">
      <input
        type="checkbox"
        role="switch"
        checked={drafts[kind][game.id][channel]}
        onChange={(event) => edit(kind, game.id, { [channel]: event.target.checked })}
        aria-label={t(`alerts.form.channelLabel.${kind}.${channel}`, { game: game.name })}
      />
    </td>
  );

  const thresholdCell = (game: Game) => {
    const id = thresholdId(game.id);
    const problem = problems[game.id];
    const describedBy = [above.has(game.id) ? `${id}-above` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ');
    return (
      <td className="ps-alerts__threshold">
        <span className="ps-alerts__amount">
          <span aria-hidden="true">{game.currencySymbol}</span>
          <input
            id={id}
            className="ps-input"
            inputMode="numeric"
            autoComplete="off"
            value={drafts.jackpot[game.id].threshold}
            onChange={(event) => edit('jackpot', game.id, { threshold: event.target.value })}
            aria-label={t('alerts.form.thresholdLabel', { game: game.name, currency: game.currency })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy || undefined}
          />
        </span>
        {above.has(game.id) && (
          <p className="ps-field__hint" id={`${id}-above`}>
            {t('alerts.form.alreadyAbove')}
          </p>
        )}
        {problem && (
          <p className="ps-field__error" id={`${id}-error`}>
            {t(`alerts.form.thresholdProblems.${problem}`, { max: formatThreshold(JACKPOT_THRESHOLD_MAX, language) })}
          </p>
        )}
      </td>
    );
  };

  return (
    <form ref={form} className="ps-panel ps-alerts__part" onSubmit={submit} noValidate aria-labelledby="alerts-form-heading">
      <h2 id="alerts-form-heading">{t('alerts.form.heading')}</h2>
      <p>{t('alerts.form.intro')}</p>
      <ul className="ps-alerts__notes">
        <li>{t('alerts.form.language', { language: t(`alerts.form.languageNames.${view.language}`) })}</li>
        <li>{t('alerts.form.emailNote')}</li>
      </ul>
      {view.paused && <p className="ps-notice ps-notice--warning">{t('alerts.form.paused')}</p>}
      {ALERT_KINDS.map((kind) => (
        <div key={kind} className="ps-alerts__kind" data-testid={`alerts-${kind}`}>
          <h3 id={`alerts-${kind}-heading`}>{t(`alerts.form.kinds.${kind}.heading`)}</h3>
          <p id={`alerts-${kind}-hint`} className="ps-alerts__hint">
            {t(`alerts.form.kinds.${kind}.hint`)}
          </p>
          {/* A phone too narrow for the jackpot's amounts scrolls the table, never the page. */}
          <ScrollRegion label={t(`alerts.form.kinds.${kind}.heading`)}>
            <table className="ps-alerts__table" aria-labelledby={`alerts-${kind}-heading`} aria-describedby={`alerts-${kind}-hint`}>
              <thead>
                <tr>
                  <th scope="col">{t('alerts.form.game')}</th>
                  {CHANNELS.map((channel) => (
                    <th key={channel} scope="col">
                      {t(`alerts.form.${channel}`)}
                    </th>
                  ))}
                  {kind === 'jackpot' && <th scope="col">{t('alerts.form.threshold')}</th>}
                </tr>
              </thead>
              <tbody>
                {GAMES.map((game) => (
                  <tr key={game.id}>
                    <th scope="row">{game.name}</th>
                    {CHANNELS.map((channel) => switchCell(kind, game, channel))}
                    {kind === 'jackpot' && thresholdCell(game)}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      ))}
      <div className="ps-alerts__actions">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('alerts.form.saving') : t('alerts.form.save')}
        </Button>
        <div role="status" aria-live="polite" data-testid="alerts-status">
          {status?.kind === 'saved' && <p>{t('alerts.form.saved')}</p>}
        </div>
      </div>
      {status !== undefined && status.kind !== 'saved' && (
        <p className="ps-account-form__error" role="alert">
          {t(status.kind === 'invalid' ? 'alerts.form.fixErrors' : `alerts.form.${status.kind}`)}
        </p>
      )}
    </form>
  );
}
