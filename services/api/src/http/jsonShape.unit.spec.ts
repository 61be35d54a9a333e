import { describe, expect, it } from 'vitest';
import { jsonBodyLimits, jsonShapeRefusal } from './jsonShape.js';

const limits = { bytes: 1000, depth: 3, members: 4, values: 8 };

describe('jsonShapeRefusal (issue 35: bound a JSON body before JSON.parse)', () => {
  it('passes ordinary bodies, strings with brackets, commas and escapes included', () => {
    expect(jsonShapeRefusal('{"a":[1,2],"b":{"c":"[[[,,,\\"]]]"}}', limits)).toBeUndefined();
  });

  it('refuses nesting deeper than the bound', () => {
    expect(jsonShapeRefusal('[[[1]]]', limits)).toBeUndefined();
    expect(jsonShapeRefusal('[[[[1]]]]', limits)).toMatchObject({ kind: 'depth' });
  });

  it('refuses an array or object with more members than the bound', () => {
    expect(jsonShapeRefusal('[1,2,3,4]', limits)).toBeUndefined();
    expect(jsonShapeRefusal('[1,2,3,4,5]', limits)).toMatchObject({ kind: 'members' });
    expect(jsonShapeRefusal('{"a":1,"b":2,"c":3,"d":4,"e":5}', limits)).toMatchObject({ kind: 'members' });
  });

  it('refuses more values in all (containers and commas) than the bound', () => {
    expect(jsonShapeRefusal('[[1,2,3],[4,5,6]]', limits)).toBeUndefined();
    expect(jsonShapeRefusal('[[1,2,3],[4,5,6],[7]]', limits)).toMatchObject({ kind: 'values' });
  });

  it('leaves a stray closer or text after the body to JSON.parse, which fails on it at once', () => {
    expect(jsonShapeRefusal(']]]]', limits)).toBeUndefined();
    expect(jsonShapeRefusal('[1] [[[[[[', limits)).toBeUndefined();
  });

  it('refuses a __proto__ key, escaped or not, but not a __proto__ value', () => {
    expect(jsonShapeRefusal('{"a":{"__proto__" :{}}}')).toMatchObject({ kind: 'prototype' });
    expect(jsonShapeRefusal('{"\\u005f_proto__":{}}')).toMatchObject({ kind: 'prototype' });
    expect(jsonShapeRefusal('{"a":"__proto__"}')).toBeUndefined();
  });

  it('scans 1 MB nested 500,000 deep, of commas, or of one string in less time than JSON.parse takes on one', () => {
    const deep = '['.repeat(500_000) + ']'.repeat(500_000);
    const wide = `[${'0,'.repeat(jsonBodyLimits.bytes / 2)}0]`;
    const long = `["${'\\"'.repeat(jsonBodyLimits.bytes / 3)}"]`;
    const started = performance.now();
    expect(jsonShapeRefusal(deep)).toMatchObject({ kind: 'depth' });
    expect(jsonShapeRefusal(wide)).toMatchObject({ kind: 'members' });
    expect(jsonShapeRefusal(long)).toBeUndefined();
    const scanned = performance.now() - started;
    // measured side by side, so that a loaded machine slows both: ~340 ms against ~30 ms on a quiet one
    const parseStarted = performance.now();
    JSON.parse(deep);
    expect(scanned).toBeLessThan((performance.now() - parseStarted) / 2);
  });
});
