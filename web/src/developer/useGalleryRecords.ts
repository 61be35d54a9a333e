import { useGetList } from 'react-admin';
import type { GalleryRecords } from './galleryFields';

const firstThree = { page: 1, perPage: 3 };

/**
 * Real records for the reference fields to point at, from the API as every form reads them: the first
 * workgroups by name and locations by code (the gallery needs an admin, who reads both).
 */
export function useGalleryRecords(): { records: GalleryRecords; isPending: boolean; error: unknown } {
  const workgroups = useGetList('workgroups', {
    pagination: firstThree,
    sort: { field: 'name', order: 'ASC' },
  });
  const locations = useGetList('locations', {
    pagination: firstThree,
    sort: { field: 'code', order: 'ASC' },
  });
  return {
    records: {
      workgroupIds: (workgroups.data ?? []).map((record) => String(record.id)),
      locationIds: (locations.data ?? []).map((record) => String(record.id)),
    },
    isPending: workgroups.isPending || locations.isPending,
    error: workgroups.error ?? locations.error,
  };
}
