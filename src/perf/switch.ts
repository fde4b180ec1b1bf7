/**
 * The kill switch: `MRS_DOCS_PERF=off` turns every patch off; `MRS_DOCS_PERF=-prefetch,-sw` the named ones
 * (a patch's kill-switch name or its id). Unset, empty or `on`: every patch is on. An unknown name is an
 * error, so a typo cannot leave a patch on.
 */
export interface Switchable {
  id: string;
  killSwitch: string;
}

export interface Selection<P extends Switchable> {
  enabled: P[];
  /** why each patch that is off is off */
  off: {id: string; reason: string}[];
}

export function selectPatches<P extends Switchable>(patches: readonly P[], setting: string | undefined): Selection<P> {
  const value = (setting ?? '').trim();
  const off = new Map<string, string>();
  if (value === 'off') {
    for (const patch of patches) off.set(patch.id, 'MRS_DOCS_PERF=off');
  } else if (value !== '' && value !== 'on') {
    for (const entry of value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const name = entry.startsWith('-') ? entry.slice(1) : undefined;
      const patch = name === undefined ? undefined : patches.find((p) => p.killSwitch === name || p.id === name);
      if (!patch) {
        const known = patches.map((p) => p.killSwitch).join(', ');
        throw new Error(`MRS_DOCS_PERF: "${entry}" is not "off" nor "-<patch>" with a known patch (${known})`);
      }
      off.set(patch.id, `MRS_DOCS_PERF=${value}`);
    }
  }
  return {
    enabled: patches.filter((patch) => !off.has(patch.id)),
    off: [...off].map(([id, reason]) => ({id, reason})),
  };
}
