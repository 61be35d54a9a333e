import type { MySharedSection } from '../myWorkload/myPageTypes';

export interface MySharedTeaching {
  published: boolean;
  sections: MySharedSection[];
}

/**
 * The answer is the list of shared sections, and whether the period is published to faculty: said by an
 * `X-Published` header beside the list, or by an object `{published, sections}`.
 */
export function readSharedTeaching(json: unknown, headers: Headers): MySharedTeaching {
  if (Array.isArray(json))
    return { published: headers.get('X-Published') !== 'false', sections: json as MySharedSection[] };
  const answer = json as { published?: boolean; sections?: MySharedSection[] };
  return { published: answer.published !== false, sections: answer.sections ?? [] };
}
