import { RadioGroup } from '@ark-ui/react/radio-group';
import { METHOD_IDS, isMethodId, type MethodId } from '@pickwise/lottery';
import { METHOD_COPY } from '@pickwise/site/copy';
import { Icon } from '@pickwise/ui';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { methodLook } from './method-looks.js';

/** The eight methods as one radio group (arrow keys move the choice), each with name and description. */
export function MethodSelector({ value, onChange, disabled }: { value: MethodId; onChange: (method: MethodId) => void; disabled?: boolean }) {
  const { t, pick } = usePublicSiteTexts();
  return (
    <RadioGroup.Root
      className="ps-methods"
      name="method"
      value={value}
      disabled={disabled}
      onValueChange={(details) => {
        if (details.value && isMethodId(details.value)) onChange(details.value);
      }}
    >
      <RadioGroup.Label className="ps-panel__title">{t('generator.chooseMethod')}</RadioGroup.Label>
      {METHOD_IDS.map((method) => (
        <RadioGroup.Item key={method} value={method} className="ps-method-option">
          <RadioGroup.ItemControl className="ps-method-option__control" />
          <Icon name={methodLook(method).icon} className="ps-method-option__icon" />
          <span className="ps-method-option__text">
            <RadioGroup.ItemText className="ps-method-option__name">{pick(METHOD_COPY[method].name)}</RadioGroup.ItemText>
            <span className="ps-method-option__description">{pick(METHOD_COPY[method].description)}</span>
          </span>
          <RadioGroup.ItemHiddenInput />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
