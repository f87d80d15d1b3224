/**
 * Writes the names of a build's scripts and styles to one JSON file (`{ "files": [...] }`), so the
 * service worker can cache every chunk of this version at once, including those the first page
 * did not load (frontends/shell/src/offline).
 */
import type { Compiler } from '@rspack/core';

const LISTED = /\.(js|css)$/;

export class AssetListPlugin {
  private readonly fileName: string;

  constructor(fileName: string) {
    this.fileName = fileName;
  }

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AssetListPlugin', (compilation) => {
      // After the content hashes are final; before the compressed copies are made of it.
      compilation.hooks.processAssets.tap({ name: 'AssetListPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, (assets) => {
        const files = Object.keys(assets)
          .filter((name) => LISTED.test(name))
          .sort();
        compilation.emitAsset(this.fileName, new sources.RawSource(JSON.stringify({ files })));
      });
    });
  }
}
