import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';

/** The five taxonomies of spec §3, by the slug that names their resource and their page /taxonomies/{slug}. */
export const taxonomySlugs = ['campuses', 'cohorts', 'majors', 'programs', 'specialties'] as const;
export type TaxonomySlug = (typeof taxonomySlugs)[number];

/** A taxonomy: enabled (its page, its field on faculty profiles) while it is active. */
export const taxonomies = defineResource({
  name: 'taxonomies',
  eventPrefix: 'Taxonomy',
  streamPrefix: 'taxonomy',
  labels: { one: 'Taxonomy', many: 'Taxonomies' },
  fields: {
    slug: field.text('Slug', {
      required: true,
      max: 20,
      unique: true,
      immutable: true,
      help: taxonomySlugs.join(', '),
    }),
    name: field.text('Name', { required: true, max: 100, search: true }),
    isActive: field.boolean('Active', { default: true }),
  },
  representation: 'name',
  defaultSort: ['name', 'ASC'],
  rules: {
    validate: (values) =>
      taxonomySlugs.includes(values.slug as TaxonomySlug)
        ? undefined
        : { slug: `Must be one of ${taxonomySlugs.join(', ')}` },
  },
});
