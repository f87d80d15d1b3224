import type { ReactNode } from 'react';
import type { Language } from '@pickwise/i18n';

/**
 * What the shell passes to the default export of a remote's `./App` module (see the
 * "Contract with the shell" section of frontends/public-site/README.md). The remote renders a
 * `<Routes>` whose paths are relative to where the shell mounted it (`/` or `/es/`).
 */
export interface RemoteAppProps {
  /** The page language, taken by the shell from the URL prefix (`/es/…` is Spanish). */
  language: Language;
  /** The shell's 404 page: render it for any path the remote does not own (`<Route path="*">`). */
  notFound: ReactNode;
}
