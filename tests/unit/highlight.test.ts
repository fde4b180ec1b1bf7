import {createRequire} from 'node:module';
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import React, {type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight as Theirs} from 'prism-react-renderer';
import {Highlight as Ours, Prism, type RenderProps} from '../../src/perf/lazy-prism/highlight';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';

// Grammars in dependency order, as themeConfig.prism.additionalLanguages gives them to the site's Prism.
const requireHere = createRequire(__filename);
for (const language of ['markup', 'clike', 'c', 'cpp', 'python', 'yaml', 'json', 'bash', 'cmake', 'docker', 'diff'])
  requireHere(`prismjs/components/prism-${language}`);

/** Code as the pages have it: nested tokens, strings across lines, empty lines, CRLF line ends. */
const SAMPLES: [string, string][] = [
  [
    'bash',
    'export UAV_NAME="uav${ID:-1}"\n\n# start the simulation\nros2 launch mrs_uav_gazebo_simulation simulation.launch.py \\\n  world_name:=grass_plane | tee "$(date +%s).log"\n',
  ],
  [
    'cpp',
    '#include <mrs_lib/param_loader.h>\n\ntemplate <typename T>\nclass Tracker : public mrs_uav_managers::Tracker {\n  /* a comment\n     over two lines */\n  std::vector<T> v_{1, 2.5e3};\n};',
  ],
  [
    'yaml',
    'takeoff:\n  height: 2.0 # metres\n  topics: [odom, "gps/fix"]\n\n\nenabled: true\r\nname: >\n  folded\n  text',
  ],
  ['python', 'def spawn(n: int = 1) -> str:\n    """Spawns\n    n drones."""\n    return f"uav{n}"\n'],
  ['json', '{"a": [1, true, null], "b": {"c": "d\\n"}}'],
  ['diff', '--- a/x.yaml\n+++ b/x.yaml\n@@ -1 +1 @@\n-height: 1.0\n+height: 2.0'],
  ['cmake', 'find_package(catkin REQUIRED COMPONENTS roscpp)\nset(CMAKE_CXX_STANDARD 17)'],
  ['docker', 'FROM ctumrs/mrs_uav_system:latest\nRUN apt-get update && \\\n    apt-get install -y vim'],
  ['text', 'no grammar for this one\n\nat all'],
  ['BASH', 'echo "upper-case language name"'],
  ['bash', ''],
];

/** Renders a code block the way the theme's code block does, passing extra classes and styles through. */
function block({className, style, tokens, getLineProps, getTokenProps}: RenderProps): ReactNode {
  return React.createElement(
    'pre',
    {className, style},
    tokens.map((line, i) =>
      React.createElement(
        'span',
        {key: i, ...getLineProps({line, className: i === 0 ? 'first' : undefined})},
        line.map((token, k) =>
          React.createElement('span', {
            key: k,
            ...getTokenProps({token, style: k === 1 ? {fontWeight: 'bold'} : undefined}),
          }),
        ),
      ),
    ),
  );
}

function render(component: typeof Ours, code: string, language: string, theme: typeof lightCodeTheme): string {
  const props = {code, language, theme, prism: Prism, children: block};
  return renderToStaticMarkup(React.createElement(component as typeof Ours, props));
}

describe('code highlighting without prism-react-renderer', () => {
  test('renders the same markup as prism-react-renderer over the same grammars, in both colour themes', () => {
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      for (const [language, code] of SAMPLES) {
        const ours = render(Ours, code, language, theme);
        const theirs = render(Theirs as unknown as typeof Ours, code, language, theme);
        assert.equal(ours, theirs, `${language}: ${JSON.stringify(code.slice(0, 40))}`);
      }
    }
  });

  test('the site’s grammars highlight: tokens carry their types', () => {
    const html = render(Ours, 'export A="b"', 'bash', lightCodeTheme);
    assert.match(html, /class="token builtin class-name"/);
    assert.match(html, /class="token string"/);
    assert.match(html, /class="prism-code language-bash"/);
  });
});
