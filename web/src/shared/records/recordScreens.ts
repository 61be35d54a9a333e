import { resourceDefinition } from '@tams/domain';
import { lazy } from 'react';

const RecordList = lazy(() => import('./RecordList'));
const RecordCreate = lazy(() => import('./RecordCreate'));
const RecordEdit = lazy(() => import('./RecordEdit'));
const RecordShow = lazy(() => import('./RecordShow'));

/**
 * The <Resource> props of a simple resource, built from its definition: the generic screens (loaded on first
 * use), the field that represents a record, and the label: "Course |||| Course Catalog" is the singular
 * ("Edit Course CS 101") and the plural (menu, list title), as react-admin's i18n reads it.
 */
export function recordScreens(name: string) {
  const definition = resourceDefinition(name);
  return {
    list: RecordList,
    create: RecordCreate,
    edit: RecordEdit,
    show: RecordShow,
    recordRepresentation: definition.representation,
    options: { label: `${definition.labels.one} |||| ${definition.labels.many}` },
  };
}
