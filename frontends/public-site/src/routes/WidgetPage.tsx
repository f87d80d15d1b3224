import { useEffect, useState } from 'react';
import { findGame } from '@pickwise/lottery';
import { CompactHero } from '../components/CompactHero.js';
import { PageMetadata } from '../components/PageMetadata.js';
import { siteOrigin } from '../components/site-origin.js';
import '../content/content.css';
import '../widget/widget-page.css';
import { widgetEn } from '../i18n/en-widget.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';

addScreenTexts(widgetEn);

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's own JSX namespace is where custom elements are declared.
  namespace JSX {
    interface IntrinsicElements {
      'pickwise-widget': import('react').DetailedHTMLProps<import('react').HTMLAttributes<HTMLElement>, HTMLElement> & { game: string };
    }
  }
}

/** Where the gateway serves the widget (services/gateway/src/web/widget.ts). */
const WIDGET_SCRIPT = '/embed/widget.js';
const WIDGET_MANIFEST = '/embed/widget.json';
/**
 * The games whose results may be redistributed (libs/providers OPEN_DATA_LICENCES, which is not for
 * the browser; tests/e2e/widget.spec.ts checks that the lists agree): the others answer 451.
 */
const WIDGET_GAMES = ['powerball', 'mega-millions', 'new-york-lottery'] as const;
const PREVIEW_GAME = 'powerball';

/** The custom properties the widget reads, with their defaults (frontends/widget/src/styles.ts; the e2e spec compares them). */
const WIDGET_PROPERTIES = [
  ['max-width', '22rem'],
  ['font', 'system-ui, sans-serif'],
  ['font-size', '1rem'],
  ['text', '#1f2937'],
  ['heading', 'var(--pickwise-widget-text)'],
  ['muted', '#4b5563'],
  ['background', '#fff'],
  ['border', '#9ca3af'],
  ['radius', '.75rem'],
  ['accent', '#1e3a8a'],
  ['ball-background', '#1e3a8a'],
  ['ball-text', '#fff'],
  ['special-background', '#b91c1c'],
  ['special-text', '#fff'],
  ['bonus-background', '#374151'],
  ['bonus-text', '#fff'],
  ['verified', '#166534'],
  ['link', '#1d4ed8'],
] as const satisfies ReadonlyArray<readonly [keyof typeof widgetEn.widgetPage.properties, string]>;

interface WidgetVersion {
  file: string;
  integrity: string;
}

/** The versioned file and its SRI hash, as the widget's build wrote them (widget.json); undefined while read, null when it cannot be. */
function useWidgetVersion(): WidgetVersion | null | undefined {
  const [version, setVersion] = useState<WidgetVersion | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    fetch(WIDGET_MANIFEST)
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((body) => {
        const valid = typeof body === 'object' && body !== null && 'file' in body && 'integrity' in body && typeof body.file === 'string' && typeof body.integrity === 'string';
        if (current) setVersion(valid ? { file: body.file as string, integrity: body.integrity as string } : null);
      })
      .catch(() => current && setVersion(null));
    return () => {
      current = false;
    };
  }, []);
  return version;
}

/** Loads widget.js once on the page, from the site, as a publisher's page does. */
function useWidgetScript(): void {
  useEffect(() => {
    if (document.querySelector(`script[src="${WIDGET_SCRIPT}"]`)) return;
    const script = document.createElement('script');
    script.src = WIDGET_SCRIPT;
    script.async = true;
    document.head.append(script);
  }, []);
}

/** A snippet to copy, wrapped rather than scrolled so every character shows on a phone. */
function Code({ children }: { children: string }) {
  return (
    <pre className="ps-widget-code">
      <code>{children}</code>
    </pre>
  );
}

/**
 * /widget (issue 39): the embeddable widget (frontends/widget) for publishers: a live preview, the
 * snippet, its versioned form with the SRI hash, the CSP lines a host needs and the custom properties.
 */
export default function WidgetPage() {
  const { t, language } = usePublicSiteTexts();
  const origin = siteOrigin();
  const version = useWidgetVersion();
  useWidgetScript();
  const games = WIDGET_GAMES.map((id) => `${id} (${findGame(id)?.name ?? id})`).join(', ');
  const element = `<pickwise-widget game="${PREVIEW_GAME}" lang="${language}"></pickwise-widget>`;
  const snippet = `${element}\n<script src="${origin}${WIDGET_SCRIPT}" async></script>`;
  const paragraphs = (key: string, values?: Record<string, string>) => t(key, { returnObjects: true, ...values }) as string[];
  return (
    <div className="ps-page">
      <PageMetadata path="/widget" title={t('widgetPage.pageTitle')} description={t('widgetPage.description')} />
      <CompactHero title={t('widgetPage.heading')} intro={t('widgetPage.intro')} />
      <div className="pw-container ps-narrow ps-content">
        <section aria-labelledby="widget-preview">
          <h2 id="widget-preview">{t('widgetPage.previewHeading')}</h2>
          <p>{t('widgetPage.previewIntro')}</p>
          <pickwise-widget game={PREVIEW_GAME} lang={language} />
        </section>

        <section aria-labelledby="widget-snippet">
          <h2 id="widget-snippet">{t('widgetPage.snippetHeading')}</h2>
          <p>{t('widgetPage.snippetIntro')}</p>
          <Code>{snippet}</Code>
          <ul className="ps-content__list">
            {paragraphs('widgetPage.attributes', { games }).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="widget-integrity">
          <h2 id="widget-integrity">{t('widgetPage.integrityHeading')}</h2>
          <p>{t('widgetPage.integrityIntro')}</p>
          {version === undefined && <p>{t('widgetPage.integrityLoading')}</p>}
          {version === null && <p>{t('widgetPage.integrityUnavailable')}</p>}
          {version && (
            <Code>{`${element}\n<script src="${origin}/embed/${version.file}" integrity="${version.integrity}" crossorigin="anonymous" async></script>`}</Code>
          )}
        </section>

        <section aria-labelledby="widget-csp">
          <h2 id="widget-csp">{t('widgetPage.cspHeading')}</h2>
          <p>{t('widgetPage.cspIntro')}</p>
          <Code>{`script-src ${origin};\nconnect-src ${origin};`}</Code>
          <p>{t('widgetPage.cspStyles')}</p>
        </section>

        <section aria-labelledby="widget-styling">
          <h2 id="widget-styling">{t('widgetPage.stylingHeading')}</h2>
          <p>{t('widgetPage.stylingIntro')}</p>
          <div className="ps-widget-table">
            <table>
              <caption>{t('widgetPage.stylingCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('widgetPage.stylingColumns.property')}</th>
                  <th scope="col">{t('widgetPage.stylingColumns.fallback')}</th>
                  <th scope="col">{t('widgetPage.stylingColumns.what')}</th>
                </tr>
              </thead>
              <tbody>
                {WIDGET_PROPERTIES.map(([name, fallback]) => (
                  <tr key={name}>
                    <th scope="row">
                      <code>{`--pickwise-widget-${name}`}</code>
                    </th>
                    <td>
                      <code>{fallback}</code>
                    </td>
                    <td>{t(`widgetPage.properties.${name}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>{t('widgetPage.stylingContrast')}</p>
        </section>

        <section aria-labelledby="widget-privacy">
          <h2 id="widget-privacy">{t('widgetPage.privacyHeading')}</h2>
          {paragraphs('widgetPage.privacy', { site: origin }).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      </div>
    </div>
  );
}
