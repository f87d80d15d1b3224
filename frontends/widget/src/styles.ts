/**
 * The widget's stylesheet, adopted by its shadow root as a constructed CSSStyleSheet: no `<style>`
 * element and no style attribute, so a host's CSP needs no style-src entry for it, and the host's
 * own CSS cannot reach inside. Only the custom properties below (inherited into the shadow tree)
 * style it from outside. The defaults keep every text at 4.5:1 or more against its background.
 */
export const WIDGET_CSS = `
:host{display:block;max-width:var(--pickwise-widget-max-width,22rem);font:var(--pickwise-widget-font-size,1rem)/1.4 var(--pickwise-widget-font,system-ui,sans-serif);color:var(--pickwise-widget-text,#1f2937)}
:host([hidden]){display:none}
.w{background:var(--pickwise-widget-background,#fff);border:1px solid var(--pickwise-widget-border,#9ca3af);border-radius:var(--pickwise-widget-radius,.75rem);padding:1rem}
h2,h3,h4,h5,h6{margin:0 0 .5rem;font-size:1.15em;color:var(--pickwise-widget-heading,var(--pickwise-widget-text,#1f2937))}
dl{margin:0;display:grid;gap:.6rem}
dt{font-size:.8em;text-transform:uppercase;letter-spacing:.04em;color:var(--pickwise-widget-muted,#4b5563)}
dd{margin:0}
.j{font-size:1.6em;font-weight:700;color:var(--pickwise-widget-accent,#1e3a8a)}
.m{color:var(--pickwise-widget-muted,#4b5563);font-size:.9em}
ol{list-style:none;margin:.3rem 0 0;padding:0;display:flex;flex-wrap:wrap;gap:.3rem}
li{min-width:2em;height:2em;border-radius:1em;display:inline-flex;align-items:center;justify-content:center;font-weight:700;background:var(--pickwise-widget-ball-background,#1e3a8a);color:var(--pickwise-widget-ball-text,#fff)}
li.s{background:var(--pickwise-widget-special-background,#b91c1c);color:var(--pickwise-widget-special-text,#fff)}
li.b{background:var(--pickwise-widget-bonus-background,#374151);color:var(--pickwise-widget-bonus-text,#fff)}
.v{font-size:.8em;font-weight:600;color:var(--pickwise-widget-verified,#166534)}
p{margin:.6rem 0 0;font-size:.8em;color:var(--pickwise-widget-muted,#4b5563)}
a{color:var(--pickwise-widget-link,#1d4ed8)}
a:focus-visible{outline:2px solid currentColor;outline-offset:2px}
.h{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (prefers-reduced-motion:no-preference){.w{transition:opacity .2s}.w[aria-busy=true]{opacity:.6}}
`;
