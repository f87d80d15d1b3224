/**
 * The files an asset list names, as absolute URLs: the shell's `shell-assets.json` (written by its
 * build) or a remote's Module Federation `mf-manifest.json` (the chunks and styles of what it
 * exposes, and its unhashed remoteEntry.js, which must be fetched fresh like the manifest).
 */
export interface ListedAssets {
  /** Content-hashed files: cache them once, keep them. */
  immutable: string[];
  /** Files whose name does not change between versions. */
  fresh: string[];
}

interface AssetGroup {
  sync?: unknown;
  async?: unknown;
}

interface FederationManifest {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { assets?: { js?: AssetGroup; css?: AssetGroup } }[];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const groupFiles = (group: AssetGroup | undefined) => [...strings(group?.sync), ...strings(group?.async)];

export function listedAssets(listUrl: string, list: unknown): ListedAssets {
  if (typeof list !== 'object' || list === null) return { immutable: [], fresh: [] };
  if ('files' in list) {
    return { immutable: strings(list.files).map((file) => new URL(file, listUrl).href), fresh: [] };
  }
  const manifest = list as FederationManifest;
  // `auto`: the files sit beside the manifest; otherwise the manifest names their base URL.
  const publicPath = manifest.metaData?.publicPath;
  const base = typeof publicPath === 'string' && publicPath !== 'auto' ? new URL(publicPath, listUrl).href : listUrl;
  const exposes = Array.isArray(manifest.exposes) ? manifest.exposes : [];
  const files = exposes.flatMap((expose) => [...groupFiles(expose.assets?.js), ...groupFiles(expose.assets?.css)]);
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = typeof entry?.name === 'string' ? [typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name] : [];
  return {
    immutable: [...new Set(files)].map((file) => new URL(file, base).href),
    fresh: entryFile.map((file) => new URL(file, base).href),
  };
}
