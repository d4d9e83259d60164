// Picture addresses and sizes come from the contract, which the server also uses to preload them.
export { categoryCover, categoryTileSizes, mediaSrcSet, mediaUrl, tourPictureSizes } from '@yatrika/contract/media';
