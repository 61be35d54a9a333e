import { describe, expect, it } from 'vitest';
import { readSharedTeaching } from './sharedTeachingAnswer';

const section = { SectionId: 's1' } as never;

describe('the shared teaching answer', () => {
  it('is published unless the answer says it is not', () => {
    expect(readSharedTeaching([section], new Headers())).toEqual({ published: true, sections: [section] });
    expect(readSharedTeaching([], new Headers({ 'X-Published': 'false' })).published).toBe(false);
  });

  it('also reads an object answer', () => {
    expect(readSharedTeaching({ published: false, sections: [] }, new Headers())).toEqual({
      published: false,
      sections: [],
    });
    expect(readSharedTeaching({ sections: [section] }, new Headers()).published).toBe(true);
  });
});
