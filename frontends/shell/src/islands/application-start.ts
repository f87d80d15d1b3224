// The script of a prerendered page of the application, in place of the application's entry, which
// frontends/site-pages names in this script's `data-app`: it loads the application once the page's
// first contentful paint is on screen, so a phone shows the page before the Module Federation
// runtime, React and the remote take its main thread. A few hundred bytes: it comes on top of the
// home page's script budget. (A page served with islands has main.ts instead.)
import { afterFirstContentfulPaint, loadApplication } from './load-application.js';

const app = (document.currentScript as HTMLScriptElement | null)?.dataset['app'];
if (app) afterFirstContentfulPaint(() => loadApplication(app));
