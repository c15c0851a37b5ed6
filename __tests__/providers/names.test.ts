import { describe, expect, it } from 'vitest';
import { createToolNameMap, isSafeToolName } from '../../src/providers/names.js';

describe('tool name mapping', () => {
  const long = `a${'b'.repeat(80)}`;
  const names = [
    'list_clusters',
    'alerts.search_alerts',
    'alerts_search_alerts',
    long,
    `${long}2`,
    '1st',
    'ns/tool:x',
  ];
  const map = createToolNameMap(names);

  it('keeps safe names and maps the rest to safe, unique names', () => {
    expect(map.toApi('list_clusters')).toBe('list_clusters');
    // The safe name keeps itself; the dotted one must yield.
    expect(map.toApi('alerts_search_alerts')).toBe('alerts_search_alerts');
    expect(map.toApi('alerts.search_alerts')).not.toBe('alerts_search_alerts');
    const apiNames = names.map((n) => map.toApi(n));
    expect(new Set(apiNames).size).toBe(names.length);
    for (const api of apiNames) expect(isSafeToolName(api)).toBe(true);
    expect(map.toApi(long).length).toBeLessThanOrEqual(64);
    expect(map.toApi('1st')).toBe('_1st');
    expect(map.toApi('ns/tool:x')).toBe('ns_tool_x');
  });

  it('round-trips every name', () => {
    for (const name of names) expect(map.toMcp(map.toApi(name))).toBe(name);
  });

  it('is deterministic and says undefined for names the model made up', () => {
    const again = createToolNameMap(names);
    for (const name of names) expect(again.toApi(name)).toBe(map.toApi(name));
    expect(map.toMcp('drop_everything')).toBeUndefined();
  });

  it('maps a lone dotted name to the obvious underscore form', () => {
    expect(createToolNameMap(['alerts.search_alerts']).toApi('alerts.search_alerts')).toBe(
      'alerts_search_alerts',
    );
  });
});
