/**
 * Reading the committed release data (reference/<version>/*.json) at build time, once per version, and
 * telling which release a page documents from its path. Only the build reads these files: the lists go into
 * the pages' HTML and nothing from here reaches the browser.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {releaseOfFile} from '../../../config/releases';
import type {LaunchRecord, PackageRecord, PluginRecord, ReleaseData} from './lists';

/** The release a Markdown file documents (config/releases.ts), or undefined for a file outside the docs (the blog, a test page). */
export function versionOfFile(filePath: string): string | undefined {
  return releaseOfFile(filePath.split(path.sep).join('/'))?.version;
}

interface RecordsFile<T> {
  version: string;
  distro: string;
  records: T[];
}

const cache = new Map<string, ReleaseData>();

export function loadRelease(referenceDir: string, version: string): ReleaseData {
  const key = `${referenceDir}\n${version}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const read = <T>(name: string): RecordsFile<T> => {
    const file = path.join(referenceDir, version, `${name}.json`);
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as RecordsFile<T>;
    } catch (error) {
      throw new Error(`release data ${file} cannot be read: ${(error as Error).message}`);
    }
  };
  const packages = read<PackageRecord>('packages');
  const data: ReleaseData = {
    version: packages.version,
    distro: packages.distro,
    packages: packages.records,
    plugins: read<PluginRecord>('plugins').records,
    launch: read<LaunchRecord>('launch').records,
  };
  cache.set(key, data);
  return data;
}
