/**
 * English texts of /widget (issue 39; namespace `publicSite`): how a publisher embeds the widget
 * (frontends/widget), added with the page's chunk. `{{site}}` is the site's origin, `{{games}}` the
 * games the widget shows.
 */
export const widgetEn = {
  widgetPage: {
    pageTitle: 'Embeddable widget – PickWise',
    heading: 'PickWise on your site',
    description: "Show a lottery's next jackpot, a countdown to its next draw and its latest verified result on your own site with one snippet: free, in English or Spanish, no cookies, no tracking.",
    intro: "A game's next jackpot, the time left before its next draw and its latest verified result, on your page with two lines. Free, in English or Spanish.",
    previewHeading: 'How it looks',
    previewIntro: 'The widget below is the one the snippet gives, for Powerball.',
    snippetHeading: 'The snippet',
    snippetIntro: 'Paste these two lines where the widget should appear. The script can go once per page, even with several widgets.',
    attributes: [
      'game: the game, one of {{games}}. The other games’ results may not be redistributed, so the widget says it cannot show them.',
      'lang: en or es. Without it the widget follows the lang of your page, else English.',
      'heading-level: the level of the widget’s heading in your page’s outline, 2 to 6 (2 without it).',
    ],
    integrityHeading: 'A fixed version, with Subresource Integrity',
    integrityIntro:
      'widget.js always holds the current version; browsers keep it for a day. To load exactly the version you checked, use its versioned file with its integrity hash: the browser refuses it if one byte differs. Change the line when you want a newer version.',
    integrityLoading: 'Reading the current version…',
    integrityUnavailable: 'The current version cannot be read right now: use the snippet above.',
    cspHeading: 'Content Security Policy',
    cspIntro: 'The widget needs no inline script or style and never uses eval. If your page sends a Content-Security-Policy, add the site to these two directives:',
    cspStyles: 'style-src needs nothing: the widget’s styles are a stylesheet it builds inside its own shadow root. It writes no HTML from strings, so a page that requires Trusted Types runs it too.',
    stylingHeading: 'Colours and fonts',
    stylingIntro: 'Your page’s CSS does not reach inside the widget. Set these custom properties on the element, or on any element around it:',
    stylingCaption: 'The widget’s custom properties',
    stylingColumns: { property: 'Property', fallback: 'Default', what: 'What it sets' },
    properties: {
      'max-width': 'Widest the widget grows',
      font: 'Font family',
      'font-size': 'Base font size (the rest scales with it)',
      text: 'Text colour',
      heading: 'Heading colour',
      muted: 'Labels and small print',
      background: 'Background',
      border: 'Border colour',
      radius: 'Corner radius',
      accent: 'The jackpot',
      'ball-background': 'Main numbers: background',
      'ball-text': 'Main numbers: text',
      'special-background': 'Special numbers: background',
      'special-text': 'Special numbers: text',
      'bonus-background': 'Bonus numbers: background',
      'bonus-text': 'Bonus numbers: text',
      verified: 'The Verified mark',
      link: 'Links',
    },
    stylingContrast: 'Keep any colours you choose at 4.5:1 or more against the background; the defaults are.',
    privacyHeading: 'Privacy and accessibility',
    privacy: [
      'The widget sets no cookie and keeps nothing in the browser. It loads nothing but itself and the game’s summary from {{site}}, asked without cookies and without a referrer, so PickWise does not learn which page shows it. No analytics, no trackers.',
      'It is a region named for the game, with a heading, the figures as a list of terms and the numbers as a list. The countdown changes once a minute and is not announced; nothing on it moves, and under reduced motion not even its fade-in.',
    ],
  },
};
