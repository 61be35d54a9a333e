import { roleSlugs } from '@tams/domain';
import { roleLabels } from '../login/roleLabels';
import { humanize } from '../shared/records/formatting';

/** "academicOpsAdmin" -> "Academic Operations Admin": how every screen names a role. */
export const roleLabelOf = (slug: string) => roleLabels[slug] ?? humanize(slug);

/** The roles of spec §1, in its order, as choices of a select. */
export const roleChoices = roleSlugs.map((slug) => ({ id: slug, name: roleLabelOf(slug) }));
