import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {breakTypeNamesInHeadings, type HastNode} from '../../src/features/reference/type-names-rehype';

const text = (value: string): HastNode => ({type: 'text', value});
const el = (tagName: string, children: HastNode[], properties: Record<string, unknown> = {}): HastNode => ({
  type: 'element',
  tagName,
  properties,
  children,
});

describe('break opportunities in interface names of headings', () => {
  test('a heading’s code naming an interface breaks after its package/kind prefix', () => {
    const code = el('code', [text('mrs_msgs/msg/HwApiAccelerationHdgRateCmd')]);
    const tree = el('root', [el('h3', [code, text(' ')], {id: 'HwApiAccelerationHdgRateCmd'})]);
    assert.equal(breakTypeNamesInHeadings(tree), 1);
    assert.deepEqual(code.children, [
      text('mrs_msgs/msg/'),
      {type: 'element', tagName: 'wbr', properties: {}, children: []},
      text('HwApiAccelerationHdgRateCmd'),
    ]);
    assert.deepEqual(code.properties, {className: ['mrs-type-name']});
  });

  test('a ROS 1 name breaks after its package', () => {
    const code = el('code', [text('mrs_msgs/ControlManagerDiagnostics')]);
    assert.equal(breakTypeNamesInHeadings(el('root', [el('h3', [code])])), 1);
    assert.deepEqual(code.children?.[0], text('mrs_msgs/'));
    assert.deepEqual(code.children?.[2], text('ControlManagerDiagnostics'));
  });

  test('code outside headings, other code in headings and nested headings’ links are handled as they should be', () => {
    const inParagraph = el('code', [text('mrs_msgs/srv/Vec4')]);
    const notAType = el('code', [text('mrs_uav_managers.uav_manager.takeoff')]);
    const path = el('code', [text('config/public')]);
    const inLink = el('code', [text('mrs_msgs/srv/ReferenceStampedSrv')], {className: ['x']});
    const tree = el('root', [
      el('p', [inParagraph]),
      el('h2', [notAType, path]),
      el('h4', [el('a', [inLink], {href: '#x'})]),
    ]);
    assert.equal(breakTypeNamesInHeadings(tree), 1);
    assert.deepEqual(inParagraph.children, [text('mrs_msgs/srv/Vec4')]);
    assert.deepEqual(notAType.children, [text('mrs_uav_managers.uav_manager.takeoff')]);
    assert.deepEqual(path.children, [text('config/public')]);
    assert.equal(inLink.children?.length, 3);
    assert.deepEqual(inLink.properties, {className: ['x', 'mrs-type-name']});
  });
});
