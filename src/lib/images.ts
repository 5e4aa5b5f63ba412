/** Every dish image URL is built here: `{backend}/uploads/{image}`, with a small variant for srcset. */
import { env } from '../config/env';

export type DishImageSize = 200 | 400;

export function dishImageUrl(image: string, size: DishImageSize = 400): string {
  const file = size === 200 ? image.replace(/\.webp$/, '-200.webp') : image;
  return `${env.apiBaseUrl}/uploads/${encodeURIComponent(file)}`;
}

/** Both sizes, so the browser picks what the slot and screen density need. */
export function dishImageSrcSet(image: string): string | undefined {
  if (!image.endsWith('.webp')) return undefined;
  return `${dishImageUrl(image, 200)} 200w, ${dishImageUrl(image, 400)} 400w`;
}
