export { inUploadThread } from './inUploadThread.js';
export { UploadsBusyError, withUploadSlot } from './uploadSlots.js';
