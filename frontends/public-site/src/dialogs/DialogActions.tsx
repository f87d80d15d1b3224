import { Button } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';

/** Cancel and Generate at the foot of every method dialog; Generate reads 'Generating...' while pending. */
export function DialogActions({ onCancel, canGenerate, pending }: { onCancel: () => void; canGenerate: boolean; pending: boolean }) {
  const { t } = usePublicSiteTexts();
  return (
    <div className="ps-dialog__actions">
      <Button variant="ghost" onClick={onCancel}>
        {t('dialogs.cancel')}
      </Button>
      <Button type="submit" disabled={!canGenerate || pending}>
        {pending ? t('generator.generating') : t('dialogs.generate')}
      </Button>
    </div>
  );
}
