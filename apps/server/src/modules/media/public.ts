/**
 * What other features may use of media: storing an uploaded picture (decoded and
 * re-encoded here, a bounded number at a time), admitting an upload's body into memory
 * (admitUpload: routes that take a picture read their form inside it), deleting one
 * nothing shows any more, and the placeholder shown where a picture is missing. Only
 * this folder writes the media table.
 */
export { deleteImageIfUnused, encodeImage, notAnImageMessage, saveImage, storeImage, type EncodedImage, type StoredImage } from './images.ts';
export { PLACEHOLDER_PATH } from './placeholder.ts';
export { admitUpload } from './image-work.ts';
