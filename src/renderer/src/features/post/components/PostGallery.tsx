import { PhotoCarousel } from "../../feed/index.ts";

/** Main photo then the extra photos. */
export function PostGallery({ mainImage, images, title }: { mainImage: string | null | undefined; images: string[]; title: string }) {
  return (
    <div className="post-gallery">
      {mainImage ? <img className="post-gallery__main" src={mainImage} alt={title} width={960} height={540} fetchPriority="high" /> : null}
      {/* Eager even below a main image: on a phone the first 4:3 slide is larger than the 16:9 main image, so it is the page's largest paint. */}
      <PhotoCarousel images={images} label={title} eager />
    </div>
  );
}
