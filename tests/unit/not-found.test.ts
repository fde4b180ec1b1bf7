import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {suggestPages, versionPathOf, wordMatch, wordsOf, type OutlinePage} from '../../src/features/not-found/suggest';
import {editDistance} from '../../src/lib/editDistance';

const current: OutlinePage[] = [
  {title: 'Installation', url: '/docs/installation/'},
  {title: 'Native installation', url: '/docs/installation/native-installation'},
  {title: 'Docker installation', url: '/docs/installation/docker-installation'},
  {title: 'Gazebo simulation', url: '/docs/simulations/gazebo/'},
  {title: 'Drone spawner', url: '/docs/simulations/gazebo/drone_spawner'},
  {title: 'Managers', url: '/docs/features/managers/'},
];
const frozen: OutlinePage[] = [
  {title: 'Simulations', url: '/docs/1.5.0/simulations/'},
  {title: 'Gazebo', url: '/docs/1.5.0/simulations/gazebo/'},
  {title: 'Running the Gazebo simulation', url: '/docs/1.5.0/simulations/gazebo/howto'},
  {title: 'Custom world', url: '/docs/1.5.0/simulations/gazebo/custom_world'},
  {title: 'Managers', url: '/docs/1.5.0/features/managers/'},
];

describe('not-found suggestions', () => {
  test('edit distance, with a limit', () => {
    assert.equal(editDistance('instalation', 'installation'), 1);
    assert.equal(editDistance('kitten', 'sitting'), 3);
    assert.equal(editDistance('kitten', 'sitting', 1), 2);
  });

  test('words of a path', () => {
    assert.deepEqual(wordsOf('/docs/1.5.0/simulations/gazebo-typo'), ['simulations', 'gazebo', 'typo']);
    assert.deepEqual(wordsOf('/docs/droneSpawner.html'), ['drone', 'spawner']);
  });

  test('a word matches itself, its prefix and its typo, less and less', () => {
    assert.equal(wordMatch('gazebo', 'gazebo'), 1);
    assert.ok(wordMatch('manag', 'managers') > wordMatch('instalation', 'installation'));
    assert.ok(wordMatch('instalation', 'installation') > 0);
    assert.equal(wordMatch('typo', 'gazebo'), 0);
  });

  test('a misspelt section offers its index first', () => {
    assert.equal(suggestPages('/docs/instalation', current, '/')[0].url, '/docs/installation/');
  });

  test('a misspelt page name offers that page', () => {
    assert.equal(
      suggestPages('/docs/simulations/gazebo/drone-spawnr', current, '/')[0].url,
      '/docs/simulations/gazebo/drone_spawner',
    );
    assert.equal(
      suggestPages('/docs/1.5.0/simulations/gazebo/custom-wrld', frozen, '/docs/1.5.0/')[0].url,
      '/docs/1.5.0/simulations/gazebo/custom_world',
    );
  });

  test('an unknown word after a known section offers the section', () => {
    assert.equal(
      suggestPages('/docs/1.5.0/simulations/gazebo-typo', frozen, '/docs/1.5.0/')[0].url,
      '/docs/1.5.0/simulations/gazebo/',
    );
  });

  test('nothing is offered for a path without a matching word', () => {
    assert.deepEqual(suggestPages('/docs/qwxz', current, '/'), []);
    assert.deepEqual(suggestPages('/', current, '/'), []);
  });

  test('the version of a path', () => {
    assert.equal(versionPathOf('/docs/1.5.0/simulations/x', ['/docs', '/docs/1.5.0']), '/docs/1.5.0/');
    assert.equal(versionPathOf('/docs/instalation', ['/docs', '/docs/1.5.0']), '/');
    assert.equal(versionPathOf('/docs/1.5.0x/y', ['/docs', '/docs/1.5.0']), '/');
  });
});
