import { describe, expect, it } from '@jest/globals';
import { listedAssets } from './listed-assets.js';

// The shape rspack's Module Federation plugin writes (frontends/public-site/dist/mf-manifest.json), trimmed.
const remoteManifest = {
  metaData: { name: 'public_site', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [{ name: 'react', assets: { js: { sync: ['151.42b0402dae.js'], async: [] } } }],
  exposes: [
    {
      name: 'App',
      assets: {
        js: { sync: ['712.bd9e88109d.js', '__federation_expose_App.6b91b40488.js'], async: ['1.f3d83be513.js', '712.bd9e88109d.js'] },
        css: { sync: ['__federation_expose_App.586c662b5f.css'], async: ['684.5b31b88799.css'] },
      },
    },
  ],
};

describe('listedAssets', () => {
  it("lists a remote's exposed chunks and styles beside its manifest, once each, and its remoteEntry.js as fresh", () => {
    const { immutable, fresh } = listedAssets('https://pickwise.example/remotes/public-site/mf-manifest.json', remoteManifest);
    expect(immutable).toEqual([
      'https://pickwise.example/remotes/public-site/712.bd9e88109d.js',
      'https://pickwise.example/remotes/public-site/__federation_expose_App.6b91b40488.js',
      'https://pickwise.example/remotes/public-site/1.f3d83be513.js',
      'https://pickwise.example/remotes/public-site/__federation_expose_App.586c662b5f.css',
      'https://pickwise.example/remotes/public-site/684.5b31b88799.css',
    ]);
    // The shell provides the shared packages; the remote's own copies are not needed.
    expect(immutable.some((url) => url.includes('151.42b0402dae'))).toBe(false);
    expect(fresh).toEqual(['https://pickwise.example/remotes/public-site/remoteEntry.js']);
  });

  it('uses a public path the manifest names instead of its own location', () => {
    const manifest = { ...remoteManifest, metaData: { ...remoteManifest.metaData, publicPath: 'https://cdn.example/admin/' } };
    const { immutable, fresh } = listedAssets('https://pickwise.example/remotes/admin/mf-manifest.json', manifest);
    expect(immutable[0]).toBe('https://cdn.example/admin/712.bd9e88109d.js');
    expect(fresh).toEqual(['https://cdn.example/admin/remoteEntry.js']);
  });

  it("lists the shell's files from shell-assets.json, and nothing from something else", () => {
    expect(listedAssets('https://pickwise.example/shell-assets.json', { files: ['main.5f9a336c6e.js', '100.ef0edddc32.css', 7] })).toEqual({
      immutable: ['https://pickwise.example/main.5f9a336c6e.js', 'https://pickwise.example/100.ef0edddc32.css'],
      fresh: [],
    });
    expect(listedAssets('https://pickwise.example/x.json', null)).toEqual({ immutable: [], fresh: [] });
    expect(listedAssets('https://pickwise.example/x.json', { exposes: 'no' })).toEqual({ immutable: [], fresh: [] });
  });
});
