import { Link } from 'react-router';
import { Icon, buttonClassName, useDocumentTitle } from '@pickwise/ui';
import { generatorEn } from '../i18n/en-generator.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';

addScreenTexts(generatorEn);

/** Shown for a game id that is not one of the twelve (docs/product-spec.md §2). */
export function GameNotFound({ id }: { id: string }) {
  const { t, link } = usePublicSiteTexts();
  useDocumentTitle(`${t('generator.notFoundTitle')} – PickWise`);
  return (
    <div className="ps-page">
      <section className="pw-container ps-not-found">
        <Icon name="ticket" className="ps-not-found__icon" />
        <h1>{t('generator.notFoundTitle')}</h1>
        <p className="ps-lead">{t('generator.notFoundText', { id })}</p>
        <Link to={link('/games')} className={buttonClassName('primary')}>
          {t('common.backToGames')}
        </Link>
      </section>
    </div>
  );
}
