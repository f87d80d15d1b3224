// The public_site remote's `./App`, bundled from its sources into the server build (the rspack
// configuration of frontends/site-pages resolves this name); browsers load it through Module Federation.
declare module 'public_site/App' {
  import type { ComponentType } from 'react';
  import type { RemoteAppProps } from '@pickwise/ui';

  const App: ComponentType<RemoteAppProps>;
  export default App;
}
