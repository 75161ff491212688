import { PhotoCarousel } from "../../feed/index.ts";

/** Main photo then the extra photos. */
export function PostGallery({ mainImage, images, title }: { mainImage: string | null | undefined; images: string[]; title: string }) {
  return (
    <div className="post-gallery">
      {mainImage ? <img className="post-gallery__main" src={mainImage} alt={title} width={960} height={540} fetchPriority="high" /> : null}
      <PhotoCarousel images={images} label={title} eager={!mainImage} />
    </div>
  );
}
