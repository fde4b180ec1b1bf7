/**
 * The one reader of the committed release data, reference/<version>/*.json (written by
 * scripts/reference/update.ts). Every part of the site that needs the data (the lists, the inline links, the
 * page generator, the drift check, the field manual's source line) reads it through here, and each file is
 * parsed once per process. Only the build, the scripts and the tests read these files: nothing from here
 * reaches the browser.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LaunchRecord, PackageRecord, PluginRecord, ReleaseData} from './lists';

/** The site directory (this file is src/features/reference/data.ts). */
export const SITE_DIR = path.resolve(__dirname, '..', '..', '..');

/** The folder of the committed release data, reference/ of the site. */
export const REFERENCE_DIR = path.join(SITE_DIR, 'reference');

/** The layout of every record file: the release it belongs to, then its records (packages.json adds more keys). */
export interface RecordsFile<T> {
  version: string;
  distro: string;
  records: T[];
}

const files = new Map<string, unknown>();

/**
 * A file of a version's release data, parsed (`name` without `.json`: `params`, `SOURCE`). `referenceDir` is the
 * folder holding the version folders; tests and the generator may point it at a copy.
 */
export function releaseFile<T>(version: string, name: string, referenceDir = REFERENCE_DIR): T {
  const file = path.join(referenceDir, version, `${name}.json`);
  if (files.has(file)) return files.get(file) as T;
  let data: T;
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`release data ${file} cannot be read: ${(error as Error).message}`);
  }
  files.set(file, data);
  return data;
}

/** The records of one kind of a version's release data (`packages`, `plugins`, `launch`, `params`, …). */
export function releaseRecords<T>(version: string, kind: string, referenceDir = REFERENCE_DIR): T[] {
  return releaseFile<RecordsFile<T>>(version, kind, referenceDir).records;
}

/** What the release lists are built from: the packages, plugins and launch files of one version. */
export function loadRelease(referenceDir: string, version: string): ReleaseData {
  const packages = releaseFile<RecordsFile<PackageRecord>>(version, 'packages', referenceDir);
  return {
    version: packages.version,
    distro: packages.distro,
    packages: packages.records,
    plugins: releaseRecords<PluginRecord>(version, 'plugins', referenceDir),
    launch: releaseRecords<LaunchRecord>(version, 'launch', referenceDir),
  };
}
