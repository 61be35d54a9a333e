import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';

export const uploadContentTypes = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

/**
 * A file someone uploaded (spec §3 Uploads), e.g. the institution logo. The record names the file; its
 * bytes are kept once per content hash outside the log (api's upload_blobs), so the log stays small.
 */
export const uploads = defineResource({
  name: 'uploads',
  eventPrefix: 'Upload',
  streamPrefix: 'upload',
  labels: { one: 'Upload', many: 'Uploads' },
  fields: {
    purpose: field.enum('Purpose', ['logo'], { required: true, immutable: true, serverOnly: true }),
    filename: field.text('File Name', { max: 255, serverOnly: true, search: true }),
    contentType: field.enum('Type', uploadContentTypes, {
      required: true,
      immutable: true,
      serverOnly: true,
    }),
    size: field.integer('Size (bytes)', {
      required: true,
      max: 10_000_000,
      immutable: true,
      serverOnly: true,
    }),
    sha256: field.text('SHA-256', { required: true, max: 64, immutable: true, serverOnly: true }),
  },
  representation: 'filename',
  defaultSort: ['createdAt', 'DESC'],
});
