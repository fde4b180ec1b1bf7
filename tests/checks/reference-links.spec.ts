// The build-time links from inline code to the reference pages (src/features/reference), on small pages
// parsed by the MDX parser the site builds with, and on every page of both versions (no build needed).
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {createProcessor} from '@mdx-js/mdx';
import {releaseOfFile} from '../../config/releases';
import remarkReferenceLinks, {linkFor, loadTargets} from '../../src/features/reference/links-remark';
import {codePieces, DOC_DIRS, REF_VERSIONS} from '../../src/features/reference/names';
import {ROOT} from '../manifest';
import {markdownFiles} from '../../src/lib/files';

interface Node {
  type: string;
  value?: string;
  url?: string;
  children?: Node[];
}

/** The page parsed as MDX and run through the plugin as the file `file` (relative to the site). */
function transformed(markdown: string, file: string): Node {
  const tree = createProcessor().parse(markdown) as unknown as Node;
  remarkReferenceLinks({siteDir: ROOT})(tree, {path: path.join(ROOT, file)});
  return tree;
}

/** `code → url` for each inline code the plugin linked (to a reference page), and `code` for the others. */
function linksOf(markdown: string, file: string): {linked: string[]; plain: string[]} {
  const linked: string[] = [];
  const plain: string[] = [];
  const visit = (node: Node) => {
    if (node.type === 'inlineCode') plain.push(node.value ?? '');
    for (const child of node.children ?? []) {
      const only = child.children?.length === 1 ? child.children[0] : undefined;
      if (child.type === 'link' && /\/reference\//.test(child.url ?? '') && only?.type === 'inlineCode') {
        linked.push(`${only.value} → ${child.url}`);
        continue;
      }
      visit(child);
    }
  };
  visit(transformed(markdown, file));
  return {linked, plain};
}

test('mrs_msgs types in every form the pages use link to their entry on the 2.0.0 interface page', () => {
  const page = [
    'Publish `mrs_msgs/msg/ReferenceStamped` or call `mrs_msgs/srv/Vec4`; the short form `mrs_msgs/Path` works too.',
    '',
    'In C++: `mrs_msgs::msg::UavState`, `mrs_msgs::UavState` and `mrs_msgs::srv::Vec4::Request`.',
  ].join('\n');
  expect(linksOf(page, 'docs/api/example.md').linked).toEqual([
    'mrs_msgs/msg/ReferenceStamped → /docs/reference/mrs_msgs#ReferenceStamped',
    'mrs_msgs/srv/Vec4 → /docs/reference/mrs_msgs#Vec4',
    'mrs_msgs/Path → /docs/reference/mrs_msgs#Path',
    'mrs_msgs::msg::UavState → /docs/reference/mrs_msgs#UavState',
    'mrs_msgs::UavState → /docs/reference/mrs_msgs#UavState',
    'mrs_msgs::srv::Vec4::Request → /docs/reference/mrs_msgs#Vec4',
  ]);
});

test('no link inside a heading, an existing link, a JSX link or a code block, nor for names that are not a type', () => {
  const page = [
    '## The `mrs_msgs/msg/Path` message',
    '',
    'See [`mrs_msgs/msg/Path`](./other.md) and <a href="https://example.org">`mrs_msgs/srv/Vec4`</a>.',
    '',
    '```bash',
    'ros2 interface show mrs_msgs/msg/Path',
    '```',
    '',
    'A command `ros2 interface show mrs_msgs/srv/Vec4`, a header `mrs_msgs/msg/reference_stamped.hpp`,',
    'a type the release lacks `mrs_msgs/msg/NoSuchType`, and another package `mrs_modules_msgs/msg/BacaProtocol`.',
  ].join('\n');
  const {linked, plain} = linksOf(page, 'docs/api/example.md');
  expect(linked).toEqual([]);
  // the existing link keeps its target
  expect(JSON.stringify(transformed(page, 'docs/api/example.md'))).toContain('"url":"./other.md"');
  expect(plain).toEqual(
    expect.arrayContaining([
      'mrs_msgs/msg/Path',
      'ros2 interface show mrs_msgs/srv/Vec4',
      'mrs_msgs/msg/reference_stamped.hpp',
      'mrs_msgs/msg/NoSuchType',
      'mrs_modules_msgs/msg/BacaProtocol',
    ]),
  );
});

test('the version comes from the file: a 1.5.0 page links to the 1.5.0 entries, other files get no links', () => {
  const page =
    'Call `mrs_msgs/Vec4` with `mrs_msgs::Vec4::Request`, fly `takeoff/takeoff_height` high; `mrs_msgs/msg/Path`.';
  expect(linksOf(page, 'versioned_docs/version-1.5.0/api/example.md').linked).toEqual([
    'mrs_msgs/Vec4 → /docs/1.5.0/reference/mrs_msgs#Vec4',
    'mrs_msgs::Vec4::Request → /docs/1.5.0/reference/mrs_msgs#Vec4',
    'takeoff/takeoff_height → /docs/1.5.0/reference/mrs_uav_managers/uav_manager#mrs_uav_managers.uav_manager.takeoff.takeoff_height',
  ]);
  // the same text on a 2.0.0 page: the ROS 2 name links as well
  expect(linksOf(page, 'docs/api/example.md').linked).toEqual([
    'mrs_msgs/Vec4 → /docs/reference/mrs_msgs#Vec4',
    'mrs_msgs::Vec4::Request → /docs/reference/mrs_msgs#Vec4',
    'takeoff/takeoff_height → /docs/reference/mrs_uav_managers/uav_manager#mrs_uav_managers.uav_manager.takeoff.takeoff_height',
    'mrs_msgs/msg/Path → /docs/reference/mrs_msgs#Path',
  ]);
  expect(linksOf(page, 'blog/2025-01-01-post.md').linked).toEqual([]);
  expect(releaseOfFile('docs/features/managers.md')?.version).toBe('2.0.0');
  expect(releaseOfFile('versioned_docs/version-1.5.0/features/managers.md')?.version).toBe('1.5.0');
  expect(releaseOfFile('blog/post.md')?.version).toBeUndefined();
});

test('a parameter path links only when exactly one parameter of the release has it, and a public one', () => {
  const t2 = loadTargets(ROOT, '2.0.0');
  // the managers have one page per file or folder of config/public/
  const managers = '/docs/reference/mrs_uav_managers';
  // the dotted key, the same with slashes, and trailing segments that only one parameter ends with
  expect(linkFor('mrs_uav_managers.uav_manager.takeoff.takeoff_height', t2)).toBe(
    `${managers}/uav_manager#mrs_uav_managers.uav_manager.takeoff.takeoff_height`,
  );
  expect(linkFor('mrs_uav_managers/uav_manager/takeoff/after_takeoff/tracker', t2)).toBe(
    `${managers}/uav_manager#mrs_uav_managers.uav_manager.takeoff.after_takeoff.tracker`,
  );
  expect(linkFor('safety/eland/controller', t2)).toBe(
    `${managers}/control_manager#mrs_uav_managers.control_manager.safety.eland.controller`,
  );
  // a file whose namespace is not its name: controllers.yaml nests under control_manager
  expect(linkFor('mrs_uav_managers.control_manager.Se3Controller.eland_threshold', t2)).toBe(
    `${managers}/controllers#mrs_uav_managers.control_manager.Se3Controller.eland_threshold`,
  );
  // a package with one page
  expect(linkFor('preflight_check/speed_check/max_speed', t2)).toBe(
    '/docs/reference/mrs_uav_autostart#preflight_check.speed_check.max_speed',
  );
  // several parameters end with it: ambiguous
  expect(linkFor('message/topic', t2)).toBeUndefined();
  // the public SE(3) limit and the private MPC and emergency ones: ambiguous
  expect(linkFor('tilt_angle_failsafe/limit', t2)).toBeUndefined();
  // a section, a service with its namespace, a file, a single word, mixed separators
  expect(linkFor('uav_manager/takeoff', t2)).toBeUndefined();
  expect(linkFor('/uav1/uav_manager/takeoff', t2)).toBeUndefined();
  expect(linkFor('config/custom_config.yaml', t2)).toBeUndefined();
  expect(linkFor('handle_takeoff', t2)).toBeUndefined();
  expect(linkFor('uav_manager/takeoff.takeoff_height', t2)).toBeUndefined();
  // a private parameter has no entry on the reference pages
  expect(linkFor('mpc_controller/so3/constraints/tilt_angle_failsafe/limit', t2)).toBeUndefined();
});

test('every link the pages get points at an entry that exists on the generated page of the same version', () => {
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    if (!anchorsOf.has(file)) {
      const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      anchorsOf.set(file, new Set([...text.matchAll(/^#{2,3} .* \{#([^}]+)\}$/gm)].map((m) => m[1])));
    }
    return anchorsOf.get(file)!;
  };
  const missing: string[] = [];
  let links = 0;
  for (const version of REF_VERSIONS) {
    const targets = loadTargets(ROOT, version);
    for (const file of markdownFiles(path.join(ROOT, DOC_DIRS[version]))) {
      for (const piece of codePieces(fs.readFileSync(file, 'utf8'))) {
        if (piece.block) continue;
        const url = linkFor(piece.text, targets);
        if (!url) continue;
        links++;
        const [route, anchor] = url.split('#');
        const page = path.join(ROOT, DOC_DIRS[version], route.replace(/^\/docs(\/1\.5\.0)?\//, '') + '.md');
        if (!anchors(page).has(anchor))
          missing.push(`${path.relative(ROOT, file)}:${piece.line}: ${piece.text} → ${url}`);
      }
    }
  }
  expect(missing).toEqual([]);
  // the pages do name types and parameters: the plugin has work to do
  expect(links).toBeGreaterThan(50);
});
