// Picture addresses come from the contract, which the server also uses to preload them.
export { mediaSrcSet, mediaUrl, tourPictureSizes } from '@yatrika/contract/media';
