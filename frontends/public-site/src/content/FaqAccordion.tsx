import { Link } from 'react-router';
import { Accordion } from '@ark-ui/react/accordion';
import type { ShownFaqEntry } from './use-faq-entries.js';

/**
 * The questions as a single-open accordion whose open item can be closed again (docs/product-spec.md
 * §2, §4). Each question is an `<h2>` holding its button; Enter or Space opens and closes it, the
 * arrow keys, Home and End move between questions. Closed answers stay in the page, hidden.
 */
export function FaqAccordion({ entries }: { entries: readonly ShownFaqEntry[] }) {
  return (
    <Accordion.Root collapsible className="ps-accordion">
      {entries.map((entry) => (
        <Accordion.Item key={entry.key} value={entry.key} className="ps-accordion__item">
          <h2 className="ps-accordion__heading">
            <Accordion.ItemTrigger className="ps-accordion__trigger">
              <span>{entry.question}</span>
              <Accordion.ItemIndicator className="ps-accordion__indicator" aria-hidden="true">
                +
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </h2>
          <Accordion.ItemContent className="ps-accordion__content">
            <p>{entry.answer}</p>
            {entry.link ? (
              <p>
                <Link to={entry.link.path} className="ps-link">
                  {entry.link.label} →
                </Link>
              </p>
            ) : null}
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
