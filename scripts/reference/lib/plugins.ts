// pluginlib description files (plugins.xml, nodelets.xml, estimator_plugins.xml) and rclcpp components.
import fs from 'node:fs';
import path from 'node:path';
import {readText, stripXmlComments, xmlAttrs, walk, cmp} from './fsutil';

/** A class declared in a plugin description file (the plugins.json record without its provenance). */
export interface PluginClass {
  class: string | undefined;
  /** the lookup name, when it differs from the class */
  name: string | undefined;
  base: string | null;
  library: string | null;
  description: string | undefined;
}

/** An rclcpp component of the ament index: its class and library. */
export interface Component {
  class: string;
  library: string | null;
}

/** A C++ type name of an installed header and the header that declares it first. */
export interface HeaderType {
  name: string;
  file: string;
}

/**
 * The plugin description files a package registers, as paths relative to the install prefix:
 * ROS 2 lists them in the ament index (`<base>__pluginlib__plugin/<pkg>`), ROS 1 in the
 * `<export>` section of package.xml (`plugin="${prefix}/nodelets.xml"`). A `plugins.xml` at the
 * top of the share folder is taken as well.
 */
export function pluginFiles(prefixDir: string, pkg: string): string[] {
  const files = new Set<string>();
  const index = path.join(prefixDir, 'share/ament_index/resource_index');
  for (const rel of walk(index)) {
    const [resource, name] = rel.split('/');
    if (name === pkg && resource.endsWith('__pluginlib__plugin')) {
      for (const line of readText(path.join(index, rel)).split('\n')) {
        if (line.trim()) files.add(line.trim());
      }
    }
  }
  const manifest = path.join(prefixDir, 'share', pkg, 'package.xml');
  if (fs.existsSync(manifest)) {
    const exp = /<export>([\s\S]*?)<\/export>/.exec(stripXmlComments(readText(manifest)))?.[1] ?? '';
    for (const m of exp.matchAll(/plugin\s*=\s*"\$\{prefix\}\/([^"]+)"/g)) files.add(`share/${pkg}/${m[1]}`);
  }
  if (fs.existsSync(path.join(prefixDir, 'share', pkg, 'plugins.xml'))) files.add(`share/${pkg}/plugins.xml`);
  return [...files].filter((f) => fs.existsSync(path.join(prefixDir, f))).sort();
}

/** Classes declared in one plugin description file. */
export function parsePluginXml(text: string): PluginClass[] {
  const out: PluginClass[] = [];
  const clean = stripXmlComments(text);
  for (const lib of clean.matchAll(/<library\b([^>]*)>([\s\S]*?)<\/library>/g)) {
    const library = xmlAttrs(lib[1]).path ?? null;
    for (const cls of lib[2].matchAll(/<class\b([^>]*?)(\/>|>([\s\S]*?)<\/class>)/g)) {
      const a = xmlAttrs(cls[1]);
      const description = /<description>([\s\S]*?)<\/description>/.exec(cls[3] ?? '')?.[1].trim() ?? '';
      out.push({
        class: a.type ?? a.name,
        name: a.name && a.type && a.name !== a.type ? a.name : undefined,
        base: a.base_class_type ?? null,
        library,
        description: description || undefined,
      });
    }
  }
  return out;
}

/** rclcpp components registered in the ament index (`rclcpp_components/<pkg>`: `Class;lib/libX.so`). */
export function components(prefixDir: string, pkg: string): Component[] {
  const file = path.join(prefixDir, 'share/ament_index/resource_index/rclcpp_components', pkg);
  if (!fs.existsSync(file)) return [];
  return readText(file)
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const [cls, lib] = l.split(';');
      return {class: cls.trim(), library: lib?.trim() ?? null};
    })
    .sort((a, b) => cmp(a.class, b.class));
}

/** Executables installed for `ros2 run` / `rosrun` (lib/<pkg>/*, executable files only). */
export function executables(prefixDir: string, pkg: string): string[] {
  const dir = path.join(prefixDir, 'lib', pkg);
  return walk(dir)
    .filter((rel) => {
      try {
        const st = fs.statSync(path.join(dir, rel));
        return (st.mode & 0o111) !== 0 && !/\.(so|a|py[co])$/.test(rel);
      } catch {
        return false;
      }
    })
    .sort();
}

/**
 * C++ type names declared in a package's installed headers (class, struct, enum, typedef, using), names only:
 * enough to tell a real `pkg::ns::Type` on a page from a made-up one.
 */
export function headerTypes(prefixDir: string): HeaderType[] {
  const dir = path.join(prefixDir, 'include');
  const found = new Map<string, string>();
  for (const rel of walk(dir).filter((f) => /\.(h|hpp|hh)$/.test(f))) {
    const src = readText(path.join(dir, rel))
      .replace(/\/\*[\s\S]*?\*\//g, ' ')
      .replace(/\/\/.*$/gm, ' ');
    const add = (name: string): void => {
      if (name && !found.has(name)) found.set(name, `include/${rel}`);
    };
    for (const m of src.matchAll(
      /\b(?:class|struct|enum(?:\s+class)?)\s+(?:\[\[[^\]]*\]\]\s*)?(?:[A-Z_]+_EXPORT\s+)?([A-Za-z_]\w*)\s*(?:final\s*)?[:{;<]/g,
    ))
      add(m[1]);
    for (const m of src.matchAll(/\btypedef\b[^;{]*?(?:\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\})?\s*([A-Za-z_]\w*)\s*;/g))
      add(m[1]);
    for (const m of src.matchAll(/\busing\s+([A-Za-z_]\w*)\s*=/g)) add(m[1]);
  }
  return [...found].map(([name, file]) => ({name, file})).sort((a, b) => cmp(a.name, b.name));
}
