// Open Graph images for the renderer: mount the handler before page rendering, name images with ogImageUrl.
export {
  createOgImageHandler,
  type OgImageHandler,
  type OgImageOptions,
  type OgImageResponse,
} from './og-image-handler';
export { OG_KINDS, ogImageUrl, isOgKind, type OgKind } from './og-url';
export {
  createRasteriserPool,
  RasteriserBusyError,
  type DrawnCard,
  type Rasteriser,
  type RasteriserOptions,
} from './rasteriser-pool';
