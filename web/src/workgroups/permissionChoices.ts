/**
 * A member's permission in a workgroup as words (spec §9 bits: 1 approve, 2 assign; 0 reads the
 * workgroup's sections only). The rights take effect from progress step 6.
 */
export const permissionChoices: { id: number; name: string }[] = [
  { id: 0, name: 'Read' },
  { id: 1, name: 'Approve' },
  { id: 2, name: 'Assign' },
  { id: 3, name: 'Approve & Assign' },
];

export const permissionLabelOf = (permission: unknown): string =>
  permissionChoices.find((choice) => choice.id === Number(permission))?.name ??
  `Permission ${String(permission)}`;
