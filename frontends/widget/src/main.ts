/**
 * widget.js: defines `<pickwise-widget>` once per page. The site's origin is the script's own, read
 * while it runs (`document.currentScript` is set for a classic script, async or not), so the same
 * file works from any host name the site is served under.
 */
import { PickWiseWidget } from './widget-element.js';

const script = document.currentScript;
PickWiseWidget.origin = new URL(script instanceof HTMLScriptElement && script.src ? script.src : location.href).origin;
if (!customElements.get('pickwise-widget')) customElements.define('pickwise-widget', PickWiseWidget);
