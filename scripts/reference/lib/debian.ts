// Debian control stanzas: the apt `Packages` index and each unpacked package's `control` file.

/** One stanza of a control file: field name (`Package`, `Version`, `Depends`, …) → value (continuation lines joined by `\n`). */
export type Stanza = Record<string, string>;

/** The parts of a Debian version that the reference data records. */
export interface DebVersion {
  upstream: string;
  build: string | null;
  git: string | null;
}

/** Parse a Debian control file (one or more stanzas) into objects keyed by field name. */
export function parseStanzas(text: string): Stanza[] {
  const stanzas: Stanza[] = [];
  let cur: Stanza | null = null;
  let last: string | null = null;
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      if (cur) stanzas.push(cur);
      cur = null;
      last = null;
      continue;
    }
    if (/^\s/.test(line) && cur && last) {
      cur[last] += `\n${line.trim()}`;
      continue;
    }
    const m = /^([\w-]+):\s?(.*)$/.exec(line);
    if (!m) continue;
    cur ??= {};
    cur[m[1]] = m[2];
    last = m[1];
  }
  if (cur) stanzas.push(cur);
  return stanzas;
}

/** `a, b (>= 1) | c` → ['a', 'b', 'c'] (alternatives flattened, version constraints dropped), sorted, unique. */
export function parseDepends(field: string | undefined): string[] {
  if (!field) return [];
  const names = new Set<string>();
  for (const part of field.split(/[,|]/)) {
    const name = part
      .trim()
      .replace(/\s*\(.*\)$/, '')
      .replace(/:\w+$/, '');
    if (name) names.add(name);
  }
  return [...names].sort();
}

/**
 * `2:2.0.0-0noble.20260802.215431~git.e29d569.base.748f823d` →
 * {upstream: '2.0.0', build: '20260802.215431', git: 'e29d569'}.
 */
export function parseVersion(version: string): DebVersion {
  const noEpoch = version.replace(/^\d+:/, '');
  const upstream = noEpoch.replace(/-[^-]*$/, '');
  const build = /\.(\d{8}\.\d{6})/.exec(noEpoch)?.[1] ?? null;
  const git = /~git\.([0-9a-f]+)/.exec(noEpoch)?.[1] ?? null;
  return {upstream, build, git};
}

/** The deb name of a ROS package and back: mrs_uav_core ↔ ros-jazzy-mrs-uav-core. */
export function debToRos(deb: string, distro: string): string | null {
  const prefix = `ros-${distro}-`;
  return deb.startsWith(prefix) ? deb.slice(prefix.length).replace(/-/g, '_') : null;
}
